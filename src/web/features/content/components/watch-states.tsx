const bar = 'animate-pulse rounded-lg bg-white/10';

/** Same boxes as the loaded page, so nothing moves when it arrives. */
export function WatchSkeleton() {
  return (
    <div role="status" aria-label="Loading video">
      <h1 className="sr-only">Watch &amp; Earn</h1>
      <div className={`${bar} mb-5 h-5 w-36`} />
      <div className="aspect-video animate-pulse rounded-2xl bg-white/10" />
      <div className="mt-6 flex gap-4">
        <div className="size-12 shrink-0 animate-pulse rounded-full bg-white/10" />
        <div className="flex-1 space-y-3">
          <div className={`${bar} h-6 w-3/4`} />
          <div className={`${bar} h-4 w-1/3`} />
        </div>
      </div>
    </div>
  );
}
