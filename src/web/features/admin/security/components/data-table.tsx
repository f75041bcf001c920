import { Inbox } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { TableScroller, type Column } from '@/web/components/ui/table-scroller';

export type { Column };

/**
 * A titled table in a card that scrolls sideways on narrow screens; the scroller takes
 * focus so a keyboard can scroll it too. `rows` is null while loading; `level` 3 for a
 * table inside a section of its own.
 */
export function DataTable({
  title,
  columns,
  rows,
  empty,
  level = 2,
}: {
  title: string;
  columns: Column[];
  rows: ReactNode[] | null;
  empty: string;
  level?: 2 | 3;
}) {
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section className="space-y-3">
      <Heading
        id={id}
        className={
          level === 3 ? 'text-base font-semibold text-white' : 'text-lg font-semibold text-white'
        }
      >
        {title}
      </Heading>
      <div className="rounded-2xl bg-ink-800/80 ring-1 ring-white/10 backdrop-blur-sm">
        {rows === null && (
          <div role="status" aria-label={`Loading ${title}`} className="space-y-2 p-4">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-9 animate-pulse rounded-lg bg-white/5" />
            ))}
          </div>
        )}
        {rows?.length === 0 && (
          <p className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-400">
            <Inbox className="size-8 text-slate-600" aria-hidden />
            {empty}
          </p>
        )}
        {rows && rows.length > 0 && (
          <TableScroller labelledBy={id} columns={columns} minWidth="min-w-[44rem]">
            {rows}
          </TableScroller>
        )}
      </div>
    </section>
  );
}

/** One cell; `end` for numbers; `clip` (a max width) cuts long text with an ellipsis. */
export function Td({
  end = false,
  clip,
  className = '',
  title,
  children,
}: {
  end?: boolean;
  clip?: string;
  className?: string;
  title?: string | undefined;
  children: ReactNode;
}) {
  return (
    <td
      title={title}
      className={`border-t border-white/5 px-3 py-2.5 align-top ${end ? 'text-right tabular-nums' : 'text-left'} ${className}`}
    >
      {clip ? <span className={`block truncate ${clip}`}>{children}</span> : children}
    </td>
  );
}

/** A long id as its first characters, the whole of it in the tooltip. */
export const shortId = (id: string, length = 8) =>
  id.length > length + 1 ? `${id.slice(0, length)}…` : id;

/** An address or hash as "0x1234…abcd", the whole of it in the tooltip. */
export const shortHex = (hex: string) =>
  hex.length > 14 ? `${hex.slice(0, 6)}…${hex.slice(-4)}` : hex;
