import { SquareTerminal } from 'lucide-react';
import { cn } from '@/web/components/ui/cn';
import { useLogConsole } from './log-console-context';

/**
 * Where the toggle sits. Floating at the bottom right, clear of the phone's safe areas: a round
 * 40 px icon below 640 px, a "Logs" pill from there. The page's foot leaves room under it
 * (`logsToggleClearance`), so whatever scrolls under it can be scrolled out again and the end
 * of every page stays uncovered (product rules: Accessibility). Under /games it sits at the
 * foot of the side bar instead.
 */
const placements = {
  floating:
    'fixed right-[max(0.75rem,env(safe-area-inset-right))] bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-50 inline-flex size-10 justify-center gap-1.5 rounded-full bg-ink-800/90 shadow-lg ring-1 shadow-black/40 ring-white/15 backdrop-blur-md sm:h-9 sm:w-auto sm:px-3',
  sidebar: 'relative flex flex-col gap-1 rounded-xl px-1 py-2 text-[11px]',
} as const;

/** Room the page's foot keeps below its last content for the floating toggle. */
export const logsToggleClearance = 'pb-[calc(4rem+env(safe-area-inset-bottom))]';

export function LogsToggle({
  placement,
  className,
}: {
  placement: keyof typeof placements;
  className?: string;
}) {
  const { open, panelId, errorCount, toggle } = useLogConsole();
  const errors = errorCount === 1 ? '1 error' : `${errorCount} errors`;
  const floating = placement === 'floating';
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
      <span className={floating ? 'sr-only sm:not-sr-only' : undefined}>Logs</span>
      {errorCount > 0 && (
        <span
          aria-hidden
          className={cn(
            'min-w-5 rounded-full bg-rose-500 px-1.5 text-center text-[10px] leading-5 font-bold text-white',
            floating ? 'absolute -top-1.5 -right-1.5 sm:static sm:ml-0.5' : 'ml-0.5',
          )}
        >
          {errorCount > 99 ? '99+' : errorCount}
        </span>
      )}
    </button>
  );
}
