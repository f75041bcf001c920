import type { MemoryOutcome } from './use-memory-game';
import { resultWords } from '../lib/result-words';
import { Verdict } from '../components/verdict';

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
      <Verdict words={verdict(outcome)} />
    </div>
  );
}

function verdict(o: Exclude<MemoryOutcome, { kind: 'error' }>): {
  title: string;
  reason?: string | null;
} {
  if (o.kind === 'practice') {
    return {
      title: `Practice game: sign in to earn QTT (this game would have earned ${o.wouldEarn} QTT).`,
    };
  }
  // The server's figure and, when it paid less than the rules give, its reason.
  const { title, reason } = resultWords({ kind: 'result', result: o.result });
  return { title: reason ? `${title}.` : `${title}!`, reason };
}
