import type { ContentItem } from '@/domain/api/content';
import { useEarnedReward } from '../api/get-watch-earned';
import { DurationBadge, RewardBadge, SourceBadge } from './content-badges';

/** Avatar with the creator's initial, the title, 'By {creator}' and the badges. */
export function WatchHeading({ item }: { item: ContentItem }) {
  const creator = item.creator?.trim() || 'Unknown';
  const earned = useEarnedReward(item.id);
  return (
    <div className="flex min-w-0 gap-4">
      <span
        aria-hidden
        className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-lg font-bold text-white uppercase"
      >
        {creator.charAt(0)}
      </span>
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight break-words text-white sm:text-3xl">
          {item.title}
        </h1>
        <p className="mt-1 text-sm text-slate-400">By {creator}</p>
        <div className="mt-3 flex flex-wrap gap-1.5">
          <SourceBadge item={item} />
          <RewardBadge item={item} discovery="Discovery Only" earned={earned} />
          <DurationBadge seconds={item.duration_seconds} />
        </div>
      </div>
    </div>
  );
}
