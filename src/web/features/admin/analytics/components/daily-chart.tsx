import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsSummary } from '@/domain/api/analytics';

/**
 * All events per day as bars. A picture of the table below, which carries the same
 * numbers for screen readers, so the chart itself is hidden from them.
 */
export function DailyChart({ summary }: { summary: AnalyticsSummary }) {
  const data = summary.daily.map((d) => ({
    day: d.day.slice(5),
    events: Object.values(d.counts).reduce((a, b) => a + b, 0),
  }));
  return (
    <div aria-hidden className="h-56 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid stroke="rgba(255,255,255,0.08)" vertical={false} />
          <XAxis dataKey="day" tick={{ fill: '#94a3b8', fontSize: 11 }} minTickGap={8} />
          <YAxis allowDecimals={false} tick={{ fill: '#94a3b8', fontSize: 11 }} />
          <Tooltip
            cursor={{ fill: 'rgba(255,255,255,0.05)' }}
            contentStyle={{ background: '#151526', border: '1px solid rgba(255,255,255,0.1)' }}
          />
          <Bar
            dataKey="events"
            name="Events"
            fill="#22d3ee"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
