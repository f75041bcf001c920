import type { ReactNode } from 'react';
import { Card } from './card';
import { cn } from './cn';

/**
 * One figure of a summary, as a term and its value inside the caller's `<dl>`. `rowOnPhone`
 * puts label and value on one line under 640 px, for a column of many figures (the admin
 * summaries); otherwise the value sits under its label at every width.
 */
export function StatCard({
  label,
  value,
  unit,
  hint,
  rowOnPhone = false,
}: {
  label: string;
  value: ReactNode;
  /** Drawn smaller after the value, never wrapped away from it ('QTT'). */
  unit?: string;
  /** A note after the value ('×0.5'). */
  hint?: string | undefined;
  rowOnPhone?: boolean;
}) {
  return (
    <Card
      className={cn(
        'min-w-0 px-4 py-3 sm:p-4',
        rowOnPhone && 'flex items-baseline justify-between gap-3 sm:block',
      )}
    >
      <dt className="text-xs font-semibold tracking-wide text-slate-400 uppercase">{label}</dt>
      <dd
        className={cn(
          'font-bold text-white tabular-nums',
          rowOnPhone ? 'text-right sm:mt-1 sm:text-left sm:text-lg' : 'mt-1 text-lg',
        )}
      >
        <span className="[overflow-wrap:anywhere]">{value}</span>
        {unit && (
          <span className="ml-1 text-sm font-medium whitespace-nowrap text-slate-400">{unit}</span>
        )}
        {hint && <span className="ml-2 text-sm font-medium text-slate-400">{hint}</span>}
      </dd>
    </Card>
  );
}
