import type { ReactNode } from 'react';
import { cn } from './cn';

export interface Column {
  label: string;
  /** Numbers line up at the end. */
  end?: boolean;
}

/**
 * A table with its header row, in a region that scrolls sideways on a narrow screen (never
 * the page). The region takes focus so a keyboard can scroll it too; `labelledBy` names
 * both the region and the table.
 */
export function TableScroller({
  labelledBy,
  columns,
  minWidth,
  className,
  children,
}: {
  labelledBy: string;
  columns: Column[];
  /** A Tailwind min-width class, e.g. min-w-[32rem]. */
  minWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-2xl focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none',
        className,
      )}
    >
      <table aria-labelledby={labelledBy} className={cn('w-full text-sm', minWidth)}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                key={c.label}
                scope="col"
                className={`px-3 pt-3 pb-2 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-400 uppercase ${c.end ? 'text-right' : 'text-left'}`}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
