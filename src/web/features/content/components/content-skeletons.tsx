import { contentGridClass } from './content-grid';

const bar = 'animate-pulse rounded-lg bg-white/10';

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-ink-800/80 ring-1 ring-white/10">
      <div className="aspect-video animate-pulse bg-white/10" />
      <div className="space-y-3 p-4">
        <div className={`${bar} h-4 w-4/5`} />
        <div className={`${bar} h-3 w-1/3`} />
        <div className="flex gap-2 pt-1">
          <div className={`${bar} h-5 w-16 rounded-full`} />
          <div className={`${bar} h-5 w-28 rounded-full`} />
        </div>
      </div>
    </div>
  );
}

/** Stands in for the featured strip and the grid while the list loads. */
export function ContentPageSkeleton() {
  return (
    <div role="status" aria-label="Loading content">
      <div className={`${bar} mb-4 h-6 w-32`} />
      <div className="mb-10 flex gap-4 overflow-hidden">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="w-64 shrink-0 sm:w-72">
            <CardSkeleton />
          </div>
        ))}
      </div>
      <div className={contentGridClass}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
