import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PilotSeriesPoint } from '@/domain/api/pilot';
import { formatDay, formatMinutes } from '../lib/pilot-format';

const axis = { fill: '#cbd5e1', fontSize: 12 };

/** One sentence a screen reader gets instead of the bars; the per-day table has every value. */
export function describeSeries(series: PilotSeriesPoint[]): string {
  const first = series[0];
  const last = series[series.length - 1];
  if (!first || !last) return 'No days in this range.';
  const busiest = series.reduce((a, b) => (b.totalMins > a.totalMins ? b : a), first);
  const total = series.reduce((sum, p) => sum + p.totalMins, 0);
  return (
    `Watch and game minutes per day from ${formatDay(first.day)} to ${formatDay(last.day)} (UTC): ` +
    `${formatMinutes(total)} minutes in all; the busiest day was ${formatDay(busiest.day)} ` +
    `with ${formatMinutes(busiest.totalMins)} minutes.`
  );
}

/**
 * Stacked bars of watch and game minutes per day. Loaded only by the dashboard (recharts
 * stays out of every other page's chunks, decision 009).
 */
export function UsageChart({ series }: { series: PilotSeriesPoint[] }) {
  return (
    <figure className="min-w-0 rounded-2xl bg-ink-800/80 p-4 ring-1 ring-white/10">
      <figcaption className="mb-3 text-sm text-slate-300">{describeSeries(series)}</figcaption>
      {/* The bars repeat the per-day table, so assistive technology reads the table instead. */}
      <div aria-hidden className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={series}
            margin={{ top: 8, right: 8, bottom: 24, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="rgba(255,255,255,0.08)" vertical={false} />
            <XAxis
              dataKey="day"
              tickFormatter={formatDay}
              tick={axis}
              minTickGap={16}
              label={{ value: 'Day (UTC)', position: 'insideBottom', offset: -16, fill: '#cbd5e1' }}
            />
            <YAxis
              tick={axis}
              width={48}
              label={{ value: 'Minutes', angle: -90, position: 'insideLeft', fill: '#cbd5e1' }}
            />
            <Tooltip
              labelFormatter={(day) => formatDay(String(day))}
              formatter={(value) => formatMinutes(Number(value))}
              contentStyle={{ background: '#0f172a', border: '1px solid rgba(255,255,255,0.1)' }}
            />
            <Legend verticalAlign="top" height={28} />
            <Bar dataKey="watchMins" name="Watch" stackId="mins" fill="#38bdf8" />
            <Bar dataKey="gameMins" name="Game" stackId="mins" fill="#a78bfa" />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
