import { cn } from '@/web/components/ui/cn';

/**
 * Percent of the lock time elapsed between creation and unlock. A closed vault's bar is
 * stopped: drawn muted and read out as stopped, so it does not look like it still runs.
 */
export function LockProgressBar({
  percent,
  label,
  stoppedBecause,
  className,
}: {
  percent: number;
  label: string;
  /** Why the lock ended early or was settled, e.g. 'withdrawn early'; absent while it runs. */
  stoppedBecause?: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={
        stoppedBecause
          ? `Stopped at ${percent}% of the lock time (${stoppedBecause})`
          : `${percent}% of the lock time elapsed`
      }
      data-stopped={stoppedBecause ? true : undefined}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-white/10', className)}
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          stoppedBecause ? 'bg-slate-500' : 'bg-gradient-to-r from-brand-500 to-accent-400',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
