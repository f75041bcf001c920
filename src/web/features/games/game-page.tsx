import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { gameResponseSchema } from '@/domain/api/games';
import { ButtonLink } from '@/web/components/ui/button';
import { ComingSoon } from '@/web/components/ui/coming-soon';
import { Page } from '@/web/components/ui/page';
import { apiFetch } from '@/web/lib/api-client';
import { paths } from '@/web/lib/paths';
import { queryKeys } from '@/web/lib/query-keys';
import { EmbeddedGame } from './embedded/embedded-game';

/**
 * Stand-in shell until the Game Center's page (branch `center`) lands: it plays embedded
 * games by kind and shows the other kinds as before.
 */
export function GamePage() {
  const { id = '' } = useParams();
  const [exited, setExited] = useState(false);
  const game = useQuery({
    queryKey: queryKeys.games.item(id),
    queryFn: () => apiFetch(`/api/games/${encodeURIComponent(id)}`, { schema: gameResponseSchema }),
  });
  const entry = game.data?.game;
  if (exited)
    return (
      <Page title="You left the game" lead="Your verified play time has been settled.">
        <ButtonLink to={paths.games}>Game Center</ButtonLink>
      </Page>
    );
  if (entry?.kind === 'embedded')
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-4 sm:px-6">
        <EmbeddedGame game={entry} onExit={() => setExited(true)} />
      </div>
    );
  return (
    <ComingSoon
      eyebrow="Games"
      title={entry?.title ?? 'Game'}
      lead="Each game gets its own page: how to play, the game itself and what you earned."
      bullets={['Embedded games: 1 QTT for every 15 seconds of verified play.']}
      links={[
        { to: paths.earnGames, label: 'Games to try' },
        { to: paths.earn, label: 'Ways to earn' },
      ]}
    />
  );
}
