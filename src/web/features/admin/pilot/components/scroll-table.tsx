import { useId, type ReactNode } from 'react';

export interface Column {
  label: string;
  /** Numbers line up at the end. */
  end?: boolean;
}

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
      <div
        role="region"
        aria-labelledby={id}
        tabIndex={0}
        className="overflow-x-auto rounded-2xl bg-ink-800/80 ring-1 ring-white/10 focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none"
      >
        <table aria-labelledby={id} className={`w-full text-sm ${minWidth}`}>
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
          <tbody>{rows}</tbody>
        </table>
      </div>
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
