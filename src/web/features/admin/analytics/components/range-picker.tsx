import { analyticsSummaryDays } from '@/domain/analytics/analytics-rules';
import { cn } from '@/web/components/ui/cn';

/** 7, 14 or 30 days, as a group of toggle buttons. */
export function RangePicker({ days, onChange }: { days: number; onChange: (d: number) => void }) {
  return (
    <div role="group" aria-label="Range" className="inline-flex rounded-xl bg-white/5 p-1">
      {analyticsSummaryDays.map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={d === days}
          onClick={() => onChange(d)}
          className={cn(
            'rounded-lg px-3 py-1.5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none',
            d === days ? 'bg-white text-ink-900' : 'text-slate-300 hover:text-white',
          )}
        >
          {d} days
        </button>
      ))}
    </div>
  );
}
