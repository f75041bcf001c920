import type { TypingTally } from '@/domain/games/speed-typing-rules';
import type { TypingOutcome } from './use-typing-round';

/** The completed view's figures and what the server paid, announced to screen readers. */
export function TypingResults({ outcome }: { outcome: TypingOutcome | null }) {
  if (!outcome) return <p aria-live="polite">Checking your round…</p>;
  const score: TypingTally = outcome.kind === 'server' ? outcome.result.score : outcome.score;
  return (
    <div aria-live="polite" className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Words" value={score.words} />
        <Figure label="Accuracy" value={`${score.accuracy}%`} />
        <Figure label="Points" value={score.points} />
        <Figure label="Errors" value={score.errors} />
      </dl>
      <p className="font-semibold text-white">{verdict(outcome)}</p>
    </div>
  );
}

function verdict(o: TypingOutcome): string {
  if (o.kind === 'error') return `Your round could not be checked: ${o.message}`;
  if (o.kind === 'practice') {
    return `Practice round: sign in to earn QTT (this round would have earned ${o.wouldEarn} QTT).`;
  }
  const r = o.result;
  if (r.outcome === 'paid') return `You earned ${r.credited} QTT!`;
  return r.message ?? `No QTT this time (${r.outcome.replaceAll('_', ' ')}).`;
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-ink-800 p-3 text-center ring-1 ring-white/10">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-xl font-bold text-white">{value}</dd>
    </div>
  );
}
