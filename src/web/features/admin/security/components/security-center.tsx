import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/web/components/ui/load-error';
import { Button } from '@/web/components/ui/button';
import type { AdminCredential } from '@/web/lib/admin-credential';
import { requestErrorText } from '../lib/request-error-text';
import { useSecurityCenter } from '../api/get-security-center';
import { BridgeMovements } from './bridge-movements';
import { FarmWatch } from './farm-watch';
import { GameSessionsTable } from './game-sessions-table';
import { RewardsTable } from './rewards-table';
import { SecuritySummaryCards } from './security-summary';
import { SessionsTable } from './sessions-table';
import { WithheldGamesTable } from './withheld-games-table';

/**
 * The summary, recent watch and game sessions, rewards, withheld results and the bridge's
 * movements, with Refresh.
 * `holdAccount` comes from the page (it needs admin account search, outside this feature).
 */
export function SecurityCenter({
  credential,
  holdAccount,
}: {
  credential: AdminCredential;
  holdAccount?: ReactNode;
}) {
  const { summary, full, refresh, isRefreshing } = useSecurityCenter(credential);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-400">
          {credential.kind === 'session'
            ? 'Signed in with an admin account.'
            : 'Read with the admin key.'}
        </p>
        <Button
          variant="secondary"
          onClick={() => void refresh()}
          disabled={isRefreshing}
          aria-busy={isRefreshing}
        >
          <RotateCw className={`size-4 ${isRefreshing ? 'animate-spin' : ''}`} aria-hidden />
          Refresh
        </Button>
      </div>
      <SecuritySummaryCards query={summary} />
      {full.isError ? (
        <LoadError
          title="Request failed"
          message={requestErrorText(full.error)}
          onRetry={() => void full.refetch()}
        />
      ) : (
        <>
          <FarmWatch credential={credential} holdAccount={holdAccount} />
          <SessionsTable sessions={full.data?.sessions ?? null} />
          <RewardsTable rewards={full.data?.rewards ?? null} />
          <GameSessionsTable sessions={full.data?.gameSessions ?? null} />
          <WithheldGamesTable withheld={full.data?.withheldGames ?? null} />
          <BridgeMovements bridge={full.data?.bridge ?? null} />
        </>
      )}
    </div>
  );
}
