import { Link } from 'react-router';
import type { ContentItem } from '@/domain/api/content';
import { formatDuration } from '@/domain/content/featured';
import { cn } from '@/web/components/ui/cn';
import { paths } from '@/web/lib/paths';
import { useEarnedReward } from '../api/get-watch-earned';
import { RewardBadge, SourceBadge } from './content-badges';
import { ContentThumbnail } from './content-thumbnail';

type Props = { item: ContentItem; className?: string; priority?: boolean };

/** A grid card: the whole card is the link to /watch/{id}. */
export function ContentCard({ item, className, priority }: Props) {
  const duration = formatDuration(item.duration_seconds);
  const earned = useEarnedReward(item.id);
  return (
    <Link
      to={paths.watch(item.id)}
      className={cn(
        'group flex flex-col overflow-hidden rounded-2xl bg-ink-800/80 ring-1 ring-white/10 transition hover:-translate-y-0.5 hover:ring-brand-400/40',
        className,
      )}
    >
      <ContentThumbnail item={item} priority={priority}>
        {duration && (
          <span className="absolute right-2 bottom-2 rounded-md bg-black/75 px-1.5 py-0.5 text-xs font-medium text-white tabular-nums">
            {duration}
          </span>
        )}
      </ContentThumbnail>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-white group-hover:text-brand-300">
          {item.title}
        </h3>
        <p className="truncate text-sm text-slate-400">{item.creator ?? 'Unknown'}</p>
        <div className="mt-auto flex flex-wrap gap-1.5 pt-1">
          <SourceBadge item={item} />
          <RewardBadge item={item} discovery="Discovery Only" earned={earned} />
        </div>
      </div>
    </Link>
  );
}
