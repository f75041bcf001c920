import { CircleCheck, Coins, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { requiredVerifiedSeconds } from '@/domain/watch/watch-rules';
import type { WatchOutcome } from '../hooks/use-watch-tracker';
import { formatQtt } from '../lib/format-qtt';

const tones = {
  paid: 'bg-emerald-500/10 text-emerald-200 ring-emerald-400/30',
  due: 'bg-amber-500/10 text-amber-200 ring-amber-400/30',
  note: 'bg-white/5 text-slate-200 ring-white/15',
};

function Banner({
  tone,
  icon,
  children,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role="status"
      className={`flex items-center gap-3 rounded-xl p-4 text-sm font-medium ring-1 ${tones[tone]}`}
    >
      {icon}
      <p>{children}</p>
    </div>
  );
}

/**
 * Every line about money is the server's (product rules R5): '{n} QTT has been added to your
 * wallet!' only when a completion credited it; the server's reason when it paid nothing;
 * 'You've watched enough to earn {n} QTT!' once the server has verified 90% of the video
 * (its heartbeat answers), never from the player's position; and that the item was earned
 * before, so a rewatch promises nothing.
 */
export function RewardBanners({
  rewardEligible,
  reward,
  durationSeconds,
  verifiedSeconds,
  outcome,
  earnedBefore,
}: {
  rewardEligible: boolean;
  reward: string;
  durationSeconds: number | null;
  verifiedSeconds: number;
  outcome: WatchOutcome | null;
  earnedBefore: string | null;
}) {
  if (outcome?.kind === 'paid') {
    return (
      <Banner tone="paid" icon={<CircleCheck className="size-5 shrink-0" aria-hidden />}>
        {formatQtt(outcome.amount)} QTT has been added to your wallet!
      </Banner>
    );
  }
  if (outcome?.kind === 'unpaid') {
    return (
      <Banner tone="note" icon={<Info className="size-5 shrink-0" aria-hidden />}>
        {outcome.message}
      </Banner>
    );
  }
  if (earnedBefore !== null) {
    return (
      <Banner tone="note" icon={<CircleCheck className="size-5 shrink-0" aria-hidden />}>
        You earned {formatQtt(earnedBefore)} QTT for this video already; watching again earns
        nothing more.
      </Banner>
    );
  }
  const needed = durationSeconds ? requiredVerifiedSeconds(durationSeconds) : null;
  if (!rewardEligible || needed === null || verifiedSeconds < needed) return null;
  return (
    <Banner tone="due" icon={<Coins className="size-5 shrink-0" aria-hidden />}>
      You&apos;ve watched enough to earn {formatQtt(reward)} QTT!
    </Banner>
  );
}
