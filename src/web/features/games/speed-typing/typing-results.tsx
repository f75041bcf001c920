import type { TypingTally } from '@/domain/games/speed-typing-rules';
import type { TypingOutcome } from './use-typing-round';
import { resultWords } from '../lib/result-words';
import { Verdict } from '../components/verdict';

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
      <Verdict words={verdict(outcome)} />
    </div>
  );
}

function verdict(o: TypingOutcome): { title: string; reason?: string | null } {
  if (o.kind === 'error') return { title: `Your round could not be checked: ${o.message}` };
  if (o.kind === 'practice') {
    return {
      title: `Practice round: sign in to earn QTT (this round would have earned ${o.wouldEarn} QTT).`,
    };
  }
  // The server's figure and, when it paid less than the rules give, its reason.
  const { title, reason } = resultWords({ kind: 'result', result: o.result });
  return { title: reason ? `${title}.` : `${title}!`, reason };
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-xl bg-ink-800 p-3 text-center ring-1 ring-white/10">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="text-xl font-bold text-white">{value}</dd>
    </div>
  );
}
