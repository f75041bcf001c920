import { useId, type ReactNode } from 'react';
import { TableScroller, type Column } from '@/web/components/ui/table-scroller';

export type { Column };

/**
 * A titled table whose card scrolls sideways on a narrow screen, never the page; the
 * scroller takes focus so a keyboard can scroll it too.
 */
export function ScrollTable({
  title,
  columns,
  rows,
  minWidth = 'min-w-[32rem]',
}: {
  title: string;
  columns: Column[];
  rows: ReactNode[];
  minWidth?: string;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-2">
      <h3 id={id} className="text-sm font-semibold text-slate-200">
        {title}
      </h3>
      <TableScroller
        labelledBy={id}
        columns={columns}
        minWidth={minWidth}
        className="bg-ink-800/80 ring-1 ring-white/10"
      >
        {rows}
      </TableScroller>
    </div>
  );
}

export function Td({
  end = false,
  className = '',
  children,
}: {
  end?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td
      className={`border-t border-white/5 px-3 py-2.5 align-top text-slate-200 ${end ? 'text-right tabular-nums' : 'text-left'} ${className}`}
    >
      {children}
    </td>
  );
}
