import { useMemo } from 'react';
import { featuredContent, filterContent } from '@/domain/content/featured';
import { Page } from '@/web/components/ui/page';
import { LoadError } from '@/web/components/ui/load-error';
import { useContentList } from './api/get-content-list';
import { ContentGrid } from './components/content-grid';
import { ContentPageSkeleton } from './components/content-skeletons';
import { ContentEmpty } from './components/content-states';
import { FeaturedStrip } from './components/featured-strip';
import { FilterChips } from './components/filter-chips';
import { useContentFilter } from './hooks/use-content-filter';

/** Browse Videos (/content): featured strip, filter chips and the grid. */
export function ContentPage() {
  const list = useContentList();
  const [filter, setFilter] = useContentFilter();
  const items = useMemo(() => list.data ?? [], [list.data]);
  const featured = useMemo(() => featuredContent(items), [items]);
  const shown = useMemo(() => filterContent(items, filter), [items, filter]);
  const retry = () => void list.refetch();

  let body;
  if (list.isPending) body = <ContentPageSkeleton />;
  else if (list.isError)
    body = (
      <LoadError
        layout="page"
        message="Failed to load content. Please try again."
        retryLabel="Try Again"
        busy={list.isFetching}
        onRetry={retry}
      />
    );
  else if (items.length === 0) body = <ContentEmpty onRefresh={retry} busy={list.isFetching} />;
  else
    body = (
      <>
        <FeaturedStrip items={featured} />
        <section aria-labelledby="all-videos-title">
          <div className="mb-5 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="all-videos-title" className="text-xl font-semibold text-white">
              All videos
            </h2>
            <FilterChips value={filter} onChange={setFilter} />
          </div>
          {shown.length > 0 ? (
            <ContentGrid items={shown} />
          ) : (
            <p className="rounded-2xl bg-ink-800/80 p-8 text-center text-slate-400 ring-1 ring-white/10">
              No videos match this filter.
            </p>
          )}
        </section>
      </>
    );

  return (
    <Page
      eyebrow="Watch & Earn"
      title="Browse Videos"
      lead="Find something worth your attention. Reward-eligible videos pay QTT once you have really watched them."
    >
      {body}
    </Page>
  );
}
