import { SquareTerminal } from 'lucide-react';
import { useCallback, useId, useRef, useState, useSyncExternalStore } from 'react';
import { logStore, type LogStore } from '@/web/lib/live-log';
import { LogConsolePanel } from './log-console-panel';

type ConsoleStore = Pick<LogStore, 'subscribe' | 'getEntries' | 'clear'>;

/** The floating 'Logs' button and, when open, the Live Console above it. */
export function LogConsole({ store = logStore }: { store?: ConsoleStore }) {
  const entries = useSyncExternalStore(store.subscribe, store.getEntries, store.getEntries);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const errorCount = entries.filter((e) => e.type === 'error').length;

  const hide = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  return (
    <>
      {open && (
        <LogConsolePanel id={panelId} entries={entries} onClear={store.clear} onHide={hide} />
      )}
      <button
        ref={toggleRef}
        type="button"
        aria-label={
          errorCount > 0 ? `Logs (${errorCount} ${errorCount === 1 ? 'error' : 'errors'})` : 'Logs'
        }
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="fixed right-2 bottom-2 z-50 inline-flex h-9 items-center gap-1.5 rounded-full bg-ink-800/90 px-3 text-xs font-semibold text-slate-200 shadow-lg ring-1 shadow-black/40 ring-white/15 backdrop-blur-md transition hover:bg-ink-700 hover:text-white sm:right-4 sm:bottom-3"
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
    </>
  );
}
