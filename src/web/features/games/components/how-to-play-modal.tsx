import { useId } from 'react';
import type { GameEntry } from '@/domain/api/games';
import { rewardRange } from '@/domain/games/reward-range';
import { Button } from '@/web/components/ui/button';
import { Modal } from '@/web/components/ui/modal';
import { requirementLines } from '../lib/requirement-lines';

function Section({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="mt-4">
      <h3 className="text-sm font-semibold text-white">{title}</h3>
      <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-slate-300">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** 'How to play': instructions, what the reward depends on, and what a game must reach. */
export function HowToPlayModal({ game, onClose }: { game: GameEntry; onClose: () => void }) {
  const titleId = useId();
  const requirements = requirementLines(game);
  return (
    <Modal labelledBy={titleId} onClose={onClose}>
      <div className="px-5 py-5 sm:px-6 sm:py-6">
        <h2 id={titleId} className="text-xl font-bold tracking-tight text-white">
          How to play
        </h2>
        <p className="mt-1 text-sm text-slate-400">
          {game.title} · {rewardRange(game)}
        </p>
        <Section title="Instructions" items={game.instructions} />
        <Section title="Reward factors" items={game.rewardFactors} />
        {requirements.length > 0 && <Section title="Requirements" items={requirements} />}
        <Button data-autofocus className="mt-6 w-full" onClick={onClose}>
          Got it!
        </Button>
      </div>
    </Modal>
  );
}
