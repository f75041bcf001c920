import { CircleCheck, Coins } from 'lucide-react';
import { rewardThreshold } from '@/domain/watch/watch-rules';
import { formatQtt } from '../lib/format-qtt';

/**
 * 'You've watched enough to earn {n} QTT!' at 90% of a reward-eligible video while no
 * reward is earned yet; '{n} QTT has been added to your wallet!' once one is.
 */
export function RewardBanners({
  rewardEligible,
  reward,
  progress,
  earned,
}: {
  rewardEligible: boolean;
  reward: string;
  progress: number;
  earned: string | null;
}) {
  if (earned !== null) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-xl bg-emerald-500/10 p-4 text-sm font-medium text-emerald-200 ring-1 ring-emerald-400/30"
      >
        <CircleCheck className="size-5 shrink-0" aria-hidden />
        <p>{formatQtt(earned)} QTT has been added to your wallet!</p>
      </div>
    );
  }
  if (!rewardEligible || progress < rewardThreshold * 100) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-xl bg-amber-500/10 p-4 text-sm font-medium text-amber-200 ring-1 ring-amber-400/30"
    >
      <Coins className="size-5 shrink-0" aria-hidden />
      <p>You&apos;ve watched enough to earn {formatQtt(reward)} QTT!</p>
    </div>
  );
}
