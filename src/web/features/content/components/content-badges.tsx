import { CircleCheck, Clock, Coins, Compass, Globe, Server } from 'lucide-react';
import type { ContentItem } from '@/domain/api/content';
import { formatDuration } from '@/domain/content/featured';
import { Badge } from '@/web/components/ui/badge';
import { isYoutubeItem, sourceLabel } from '../lib/content-media';
import { formatQtt, rewardLabel } from '../lib/format-qtt';

type Item = Pick<
  ContentItem,
  'source_type' | 'url' | 'youtube_id' | 'video_url' | 'reward_eligible' | 'qtt_reward'
>;

export function SourceBadge({ item }: { item: Item }) {
  const Icon = isYoutubeItem(item) ? Globe : Server;
  return (
    <Badge tone={isYoutubeItem(item) ? 'neutral' : 'accent'}>
      <Icon className="size-3" aria-hidden />
      {sourceLabel(item)}
    </Badge>
  );
}

/**
 * 'Reward Eligible • {n} QTT', else `discovery` ('Discovery Only' or 'Discovery'); 'Earned •
 * {n} QTT' once the viewer was paid for it (`earned`, the amount the server paid).
 */
export function RewardBadge({
  item,
  discovery,
  earned = null,
}: {
  item: Item;
  discovery: string;
  earned?: string | null;
}) {
  if (earned !== null) {
    return (
      <Badge tone="accent">
        <CircleCheck className="size-3" aria-hidden />
        Earned • {formatQtt(earned)} QTT
      </Badge>
    );
  }
  const Icon = item.reward_eligible ? Coins : Compass;
  return (
    <Badge tone={item.reward_eligible ? 'success' : 'neutral'}>
      <Icon className="size-3" aria-hidden />
      {rewardLabel(item, discovery)}
    </Badge>
  );
}

export function DurationBadge({ seconds }: { seconds: number | null }) {
  const text = formatDuration(seconds);
  if (!text) return null;
  return (
    <Badge>
      <Clock className="size-3" aria-hidden />
      <span className="tabular-nums">{text}</span>
    </Badge>
  );
}
