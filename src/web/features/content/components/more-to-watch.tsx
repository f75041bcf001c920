import { Link } from 'react-router';
import type { ContentItem } from '@/domain/api/content';
import { formatDuration } from '@/domain/content/featured';
import { paths } from '@/web/lib/paths';
import { sourceLabel } from '../lib/content-media';
import { rewardLabel } from '../lib/format-qtt';
import { ContentThumbnail } from './content-thumbnail';

/** Up to 12 other items in a sideways list; a failed load simply shows nothing. */
export function MoreToWatch({ items }: { items: ContentItem[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="more-to-watch-title" className="mt-12">
      <h2 id="more-to-watch-title" className="mb-4 text-xl font-semibold text-white">
        More to watch
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:scroll-px-0 sm:px-0">
        {items.map((item) => (
          <li key={item.id} className="w-56 shrink-0 snap-start">
            <Link
              to={paths.watch(item.id)}
              className="group block overflow-hidden rounded-xl bg-ink-800/80 ring-1 ring-white/10 transition hover:ring-brand-400/40"
            >
              <ContentThumbnail item={item} />
              <div className="space-y-1 p-3">
                <h3 className="line-clamp-2 text-sm font-semibold text-white group-hover:text-brand-300">
                  {item.title}
                </h3>
                <p className="flex flex-wrap gap-x-2 text-xs text-slate-400">
                  <span>{sourceLabel(item)}</span>
                  {item.duration_seconds != null && (
                    <span className="tabular-nums">{formatDuration(item.duration_seconds)}</span>
                  )}
                </p>
                <p
                  className={
                    item.reward_eligible
                      ? 'text-xs font-medium text-emerald-300'
                      : 'text-xs text-slate-400'
                  }
                >
                  {rewardLabel(item, 'Discovery')}
                </p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
