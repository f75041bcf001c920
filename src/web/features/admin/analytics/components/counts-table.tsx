import { analyticsEventTypes } from '@/domain/analytics/analytics-rules';
import type { AnalyticsSummary } from '@/domain/api/analytics';
import { eventLabels } from './event-labels';

const cell = 'px-3 py-2 text-right tabular-nums';
const count = (n: number) => n.toLocaleString('en-US');

/**
 * Events per UTC day (rows, newest first) and type (columns), with the range's totals.
 * Wide by nature: on a phone it scrolls sideways inside its own focusable region.
 */
export function CountsTable({ summary }: { summary: AnalyticsSummary }) {
  const days = [...summary.daily].reverse();
  return (
    <div
      role="region"
      aria-label="Events per day"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl ring-1 ring-white/10 focus-visible:ring-2 focus-visible:ring-accent-400"
    >
      <table className="w-full min-w-[56rem] text-sm text-slate-200">
        <caption className="sr-only">
          Events per type and UTC day, {summary.from} to {summary.to}
        </caption>
        <thead className="bg-white/5 text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 text-left">
              Day (UTC)
            </th>
            {analyticsEventTypes.map((t) => (
              <th key={t} scope="col" className="px-3 py-2 text-right">
                {eventLabels[t]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {d.day}
              </th>
              {analyticsEventTypes.map((t) => (
                <td key={t} className={d.counts[t] ? cell : `${cell} text-slate-500`}>
                  {count(d.counts[t])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-white/5 font-semibold text-white">
          <tr>
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {analyticsEventTypes.map((t) => (
              <td key={t} className={cell}>
                {count(summary.totals[t])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
