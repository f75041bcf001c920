import type { MemoryOutcome } from './use-memory-game';

/** The completed view's figures and what the server paid, announced to screen readers. */
export function MemoryResults({ outcome }: { outcome: MemoryOutcome | null }) {
  if (!outcome) return <p aria-live="polite">Checking your game…</p>;
  if (outcome.kind === 'error') {
    return (
      <p role="alert" className="text-rose-300">
        Your game could not be checked: {outcome.message}
      </p>
    );
  }
  const score =
    outcome.kind === 'server'
      ? outcome.result.score
      : { moves: outcome.moves, seconds: outcome.seconds };
  return (
    <div aria-live="polite" className="space-y-2">
      <p className="text-slate-300">
        Moves: <strong className="text-white">{score.moves}</strong> · Time:{' '}
        <strong className="text-white">{score.seconds} s</strong>
      </p>
      <p className="font-semibold text-white">{verdict(outcome)}</p>
    </div>
  );
}

function verdict(o: Exclude<MemoryOutcome, { kind: 'error' }>) {
  if (o.kind === 'practice') {
    return `Practice game: sign in to earn QTT (this game would have earned ${o.wouldEarn} QTT).`;
  }
  const r = o.result;
  if (r.outcome === 'paid') return `You earned ${r.credited} QTT!`;
  return r.message ?? `No QTT this time (${r.outcome.replaceAll('_', ' ')}).`;
}
