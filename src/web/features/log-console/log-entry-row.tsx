import { useState } from 'react';
import { cn } from '@/web/components/ui/cn';
import type { LogEntry, LogType } from '@/web/lib/live-log';
import { formatLogTime, stringifyLogData } from './format-logs';

const tags: Record<LogType, { label: string; className: string }> = {
  log: { label: 'LOG', className: 'bg-white/10 text-slate-300' },
  info: { label: 'INFO', className: 'bg-accent-500/15 text-accent-300' },
  warn: { label: 'WARN', className: 'bg-amber-500/15 text-amber-300' },
  error: { label: 'ERROR', className: 'bg-rose-500/20 text-rose-300' },
  message: { label: 'MSG', className: 'bg-brand-500/20 text-brand-300' },
};

/** Data starts folded to a one-line preview; the pretty JSON is built only when opened. */
function LogData({ data }: { data: unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-0.5" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer truncate text-slate-500 hover:text-slate-300">
        <span className="sr-only">Data: </span>
        {stringifyLogData(data).slice(0, 160)}
      </summary>
      {open && (
        <pre className="mt-1 max-h-48 overflow-auto rounded-md bg-black/40 p-2 text-[11px] leading-relaxed text-slate-300">
          {stringifyLogData(data, 2)}
        </pre>
      )}
    </details>
  );
}

export function LogEntryRow({ entry }: { entry: LogEntry }) {
  const tag = tags[entry.type];
  return (
    <li
      data-log-type={entry.type}
      className={cn(
        'grid grid-cols-[auto_auto_minmax(0,1fr)] items-baseline gap-x-2 border-b border-white/5 px-3 py-1.5 last:border-b-0',
        entry.type === 'error' && 'bg-rose-500/5',
      )}
    >
      <time dateTime={entry.timestamp} className="text-slate-500 tabular-nums">
        {formatLogTime(entry.timestamp)}
      </time>
      <span
        className={cn(
          'w-11 rounded px-1 text-center text-[10px] font-bold tracking-wide',
          tag.className,
        )}
      >
        {tag.label}
      </span>
      <span className="min-w-0 break-words whitespace-pre-wrap text-slate-200">
        {entry.message}
      </span>
      {entry.data !== undefined && (
        <div className="col-start-3 min-w-0">
          <LogData data={entry.data} />
        </div>
      )}
    </li>
  );
}
