import { Braces, Copy, FileText, Trash2, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/web/components/ui/cn';
import type { LogEntry } from '@/web/lib/live-log';
import { copyLogs, downloadLogs, logFileBaseName } from './export-logs';
import { LogEntryRow } from './log-entry-row';

function ToolButton({
  onClick,
  icon,
  children,
  label,
  className,
}: {
  onClick: () => void;
  icon: ReactNode;
  children: ReactNode;
  /** A fuller name for screen readers; it contains the visible text. */
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex h-7 items-center gap-1 rounded-md px-1.5 text-xs font-medium text-slate-300 transition hover:bg-white/10 hover:text-white',
        className,
      )}
    >
      {icon}
      {children}
    </button>
  );
}

const iconClass = 'size-3.5';

/** The open console: a non-modal dialog that takes focus but does not trap it. */
export function LogConsolePanel({
  id,
  entries,
  onClear,
  onHide,
}: {
  id: string;
  entries: readonly LogEntry[];
  onClear: () => void;
  onHide: () => void;
}) {
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Follows new entries only while the reader is at the bottom, so scrolling up to read
  // an older line is not undone by the next entry.
  const followRef = useRef(true);

  useEffect(() => panelRef.current?.focus(), []);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && followRef.current) list.scrollTop = list.scrollHeight;
  }, [entries]);

  return (
    <section
      ref={panelRef}
      id={id}
      role="dialog"
      aria-label="Live Console"
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        onHide();
      }}
      className="fixed right-2 bottom-[calc(3.75rem+env(safe-area-inset-bottom))] z-50 flex max-h-[50vh] w-[min(calc(100vw-1rem),28rem)] flex-col overflow-hidden rounded-2xl bg-ink-850/95 shadow-2xl ring-1 shadow-black/60 ring-white/10 backdrop-blur-md focus:outline-none sm:right-4"
    >
      <header className="flex flex-wrap items-center gap-x-0.5 gap-y-1 border-b border-white/10 px-3 py-2">
        <h2 className="mr-auto flex items-baseline gap-2 text-sm font-semibold text-white">
          Live Console
          <span className="text-xs font-normal text-slate-500 tabular-nums">
            {entries.length}
            <span className="sr-only"> entries</span>
          </span>
        </h2>
        <div className="order-last -ml-1.5 flex w-full gap-0.5 sm:order-none sm:ml-0 sm:w-auto">
          <ToolButton
            onClick={onClear}
            icon={<Trash2 className={iconClass} aria-hidden />}
            className="hover:text-rose-300"
          >
            Clear
          </ToolButton>
          <ToolButton
            onClick={() => void copyLogs(entries)}
            icon={<Copy className={iconClass} aria-hidden />}
          >
            Copy
          </ToolButton>
          <ToolButton
            onClick={() => downloadLogs(entries, 'txt')}
            icon={<FileText className={iconClass} aria-hidden />}
            label={`Download ${logFileBaseName}.txt`}
          >
            .txt
          </ToolButton>
          <ToolButton
            onClick={() => downloadLogs(entries, 'json')}
            icon={<Braces className={iconClass} aria-hidden />}
            label={`Download ${logFileBaseName}.json`}
          >
            .json
          </ToolButton>
        </div>
        <ToolButton onClick={onHide} icon={<X className={iconClass} aria-hidden />}>
          Hide
        </ToolButton>
      </header>
      {entries.length === 0 ? (
        <p className="px-3 py-8 text-center text-sm text-slate-500">No logs yet</p>
      ) : (
        <ol
          ref={listRef}
          aria-label="Log entries"
          onScroll={(e) => {
            const el = e.currentTarget;
            followRef.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-1 font-mono text-xs"
        >
          {entries.map((entry) => (
            <LogEntryRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </section>
  );
}
