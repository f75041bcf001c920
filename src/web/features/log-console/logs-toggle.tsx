import { SquareTerminal } from 'lucide-react';
import { cn } from '@/web/components/ui/cn';
import { useLogConsole } from './log-console-context';

/**
 * Where the toggle sits (it must not cover content at any width: product rules: Accessibility).
 * Floating at the bottom right only from 1536 px, where the page column leaves a margin for it;
 * below that it sits in the header, and under /games at the foot of the side bar.
 */
const placements = {
  floating:
    'fixed right-4 bottom-3 z-50 hidden h-9 gap-1.5 rounded-full bg-ink-800/90 px-3 shadow-lg ring-1 shadow-black/40 ring-white/15 backdrop-blur-md 2xl:inline-flex',
  header: 'inline-flex h-9 gap-1.5 rounded-lg px-2 2xl:hidden',
  sidebar: 'flex flex-col gap-1 rounded-xl px-1 py-2 text-[11px]',
} as const;

export function LogsToggle({
  placement,
  className,
}: {
  placement: keyof typeof placements;
  className?: string;
}) {
  const { open, panelId, errorCount, toggle } = useLogConsole();
  const errors = errorCount === 1 ? '1 error' : `${errorCount} errors`;
  return (
    <button
      type="button"
      aria-label={errorCount > 0 ? `Logs (${errors})` : 'Logs'}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={(e) => toggle(e.currentTarget)}
      className={cn(
        'items-center text-xs font-semibold text-slate-200 transition hover:bg-white/10 hover:text-white',
        placements[placement],
        className,
      )}
    >
      <SquareTerminal className="size-4 text-accent-300" aria-hidden />
      Logs
      {errorCount > 0 && (
        <span
          aria-hidden
          className="ml-0.5 min-w-5 rounded-full bg-rose-500 px-1.5 text-center text-[10px] leading-5 font-bold text-white"
        >
          {errorCount > 99 ? '99+' : errorCount}
        </span>
      )}
    </button>
  );
}
