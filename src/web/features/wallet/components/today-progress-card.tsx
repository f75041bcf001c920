import { Flame, Target } from 'lucide-react';
import type { WalletSummary } from '@/domain/api/wallet';
import { parseQtt } from '@/domain/money/qtt';
import { Card } from '@/web/components/ui/card';
import { formatAmount } from '../wallet-format';

type Progress = WalletSummary['today']['watchRewards'];

/**
 * A reason to come back (product rules R2): the streak and how much of each daily cap is
 * used, all the server's figures.
 */
export function TodayProgressCard({
  today,
  streak,
}: {
  today: WalletSummary['today'];
  streak: number;
}) {
  return (
    <Card role="region" aria-labelledby="today-progress-title">
      <div className="flex items-center gap-3">
        <span className="grid size-10 place-items-center rounded-xl bg-amber-500/15 text-amber-300">
          <Target className="size-5" aria-hidden />
        </span>
        <h2 id="today-progress-title" className="text-lg font-semibold text-white">
          Today's progress
        </h2>
      </div>
      <div className="mt-5 flex items-center gap-3 rounded-xl bg-ink-900/80 p-4 ring-1 ring-white/10">
        <Flame
          className={streak > 0 ? 'size-7 text-orange-400' : 'size-7 text-slate-600'}
          aria-hidden
        />
        <p>
          <span className="block text-lg font-bold text-white">
            {streak === 0 ? 'No streak yet' : `${streak}-day streak`}
          </span>
          <span className="block text-sm text-slate-400">
            {streak > 0
              ? 'Watch or play each day to keep it going.'
              : 'Watch or play today to start a streak.'}
          </span>
        </p>
      </div>
      <div className="mt-4 space-y-4">
        <CapBar label="from watching" progress={today.watchRewards} />
        <CapBar label="from games" progress={today.gameRewards} />
      </div>
      <p className="mt-4 text-xs text-slate-500">
        Video and game rewards each stop at a daily limit; it resets at midnight UTC.
      </p>
    </Card>
  );
}

function CapBar({ label, progress }: { label: string; progress: Progress }) {
  const earned = parseQtt(progress.earned);
  const cap = parseQtt(progress.cap);
  // Whole percent, from units: floats never touch an amount.
  const percent = cap > 0n ? Number((earned * 100n) / cap) : 100;
  const full = cap > 0n && earned >= cap;
  const text = `${formatAmount(progress.earned)} of ${formatAmount(progress.cap)} QTT ${label} today`;
  return (
    <div>
      <p className="flex justify-between gap-3 text-sm">
        <span className="text-slate-200">{text}</span>
        {full && <span className="shrink-0 font-medium text-amber-300">Limit reached</span>}
      </p>
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(100, percent)}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className={full ? 'h-full bg-amber-400' : 'h-full bg-accent-400'}
          style={{ width: `${Math.min(100, percent)}%` }}
        />
      </div>
    </div>
  );
}
