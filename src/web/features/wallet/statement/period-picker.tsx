import { ChevronLeft, ChevronRight } from 'lucide-react';
import { monthPeriod, shiftMonth } from '@/domain/wallet/statement-period';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/components/ui/cn';
import { DateRangeFields, type DateRange } from '@/web/components/ui/date-range-fields';
import { FieldError, TextField } from '@/web/components/ui/text-field';
import { rangeProblem } from './statement-format';

export type PeriodChoice = { mode: 'month'; month: string } | { mode: 'range'; range: DateRange };

/**
 * A month (this month first, Previous and Next, or typed in the month field) or a custom
 * range of days. Next stops at `latestMonth`: later months have nothing yet.
 */
export function PeriodPicker({
  choice,
  latestMonth,
  lastMonth,
  onChange,
}: {
  choice: PeriodChoice;
  latestMonth: string;
  /** The month shown last, so switching back to months returns to it. */
  lastMonth: string;
  onChange: (choice: PeriodChoice) => void;
}) {
  return (
    <div className="space-y-4">
      <div role="group" aria-label="Period" className="inline-flex rounded-xl bg-white/5 p-1">
        <ModeButton
          pressed={choice.mode === 'month'}
          onClick={() => onChange({ mode: 'month', month: lastMonth })}
        >
          Month
        </ModeButton>
        <ModeButton
          pressed={choice.mode === 'range'}
          onClick={() =>
            choice.mode === 'range' || onChange({ mode: 'range', range: monthPeriod(lastMonth) })
          }
        >
          Custom range
        </ModeButton>
      </div>
      {choice.mode === 'month' ? (
        <MonthStepper
          month={choice.month}
          latest={latestMonth}
          onChange={(month) => onChange({ mode: 'month', month })}
        />
      ) : (
        <RangeFields
          range={choice.range}
          onChange={(range) => onChange({ mode: 'range', range })}
        />
      )}
    </div>
  );
}

function ModeButton({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'rounded-lg px-3 py-1.5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none',
        pressed ? 'bg-white text-ink-900' : 'text-slate-300 hover:text-white',
      )}
    >
      {children}
    </button>
  );
}

function MonthStepper({
  month,
  latest,
  onChange,
}: {
  month: string;
  latest: string;
  onChange: (month: string) => void;
}) {
  const isLatest = month >= latest;
  return (
    <div className="flex items-end gap-2">
      <Button
        variant="secondary"
        className="size-11 shrink-0 px-0"
        aria-label="Previous month"
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </Button>
      <TextField
        label="Month"
        type="month"
        value={month}
        max={latest}
        required
        // A cleared or half-typed field keeps the month shown; a later one is capped.
        onChange={(e) => {
          const typed = e.target.value;
          if (/^\d{4}-\d{2}$/.test(typed)) onChange(typed > latest ? latest : typed);
        }}
        className="min-w-0 flex-1 sm:max-w-56"
        inputClassName="[color-scheme:dark]"
      />
      <Button
        variant="secondary"
        className="size-11 shrink-0 px-0"
        aria-label="Next month"
        disabled={isLatest}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <ChevronRight className="size-5" aria-hidden />
      </Button>
    </div>
  );
}

function RangeFields({
  range,
  onChange,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const problem = rangeProblem(range.from, range.to);
  return (
    <div className="space-y-2">
      <div className="grid gap-3 sm:grid-cols-2 sm:max-w-md">
        <DateRangeFields value={range} onChange={(patch) => onChange({ ...range, ...patch })} />
      </div>
      {!range.from || !range.to ? (
        <p className="text-xs text-slate-400">{problem}</p>
      ) : (
        <FieldError message={problem} announce />
      )}
    </div>
  );
}
