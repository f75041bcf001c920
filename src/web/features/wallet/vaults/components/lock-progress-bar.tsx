import { cn } from '@/web/components/ui/cn';

/** Percent of the lock time elapsed between creation and unlock. */
export function LockProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% of the lock time elapsed`}
      className={cn('h-1.5 w-full overflow-hidden rounded-full bg-white/10', className)}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-400 transition-[width]"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
