import type { TypingState } from '@/domain/games/speed-typing-replay';
import { speedTyping } from '@/domain/games/speed-typing-rules';

/** The playing view: countdown, the words with the current one highlighted, and the input. */
export function TypingBoard(props: {
  words: readonly string[];
  state: TypingState;
  msLeft: number;
  onType: (value: string) => void;
}) {
  const { words, state, msLeft, onType } = props;
  const current = words[state.index] ?? '';
  const upcoming = words.slice(state.index + 1, state.index + 8);
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Stat label="Time left" value={`${Math.ceil(msLeft / 1000)} s`} />
        <Stat label="Words" value={state.words} />
        <Stat label="Errors" value={state.errors} />
        <Stat label="Points" value={state.words * speedTyping.pointsPerWord} />
      </dl>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-lg" aria-live="off">
        <span className="sr-only">Current word: </span>
        <mark
          data-testid="current-word"
          className="rounded-md bg-brand-500/30 px-2 py-0.5 font-mono text-2xl font-bold text-white"
        >
          {current}
        </mark>
        {upcoming.map((w, i) => (
          <span key={i} className="font-mono text-slate-400">
            {w}
          </span>
        ))}
      </p>
      <label className="block text-sm text-slate-300">
        Type the highlighted word, then press Space or Enter
        <input
          autoFocus
          value={state.input}
          onChange={(e) => onType(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            onType(`${e.currentTarget.value} `);
          }}
          autoCapitalize="off"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          className="mt-1 block w-full rounded-xl bg-ink-900 px-3 py-2 font-mono text-lg text-white ring-1 ring-white/15 focus:ring-2 focus:ring-brand-400 focus:outline-none"
        />
      </label>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg bg-ink-800 px-3 py-2 ring-1 ring-white/10">
      <dt className="text-xs text-slate-400">{label}</dt>
      <dd className="font-semibold text-white">{value}</dd>
    </div>
  );
}
