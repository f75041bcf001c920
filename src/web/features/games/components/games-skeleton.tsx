import { gamesGridClass } from './games-grid';

const bar = 'animate-pulse rounded-lg bg-white/10';

/** The same boxes as the loaded grid, so nothing jumps when the catalogue arrives. */
export function GamesSkeleton() {
  return (
    <div role="status" aria-label="Loading games">
      <div className="mb-6 flex flex-wrap gap-2">
        <div className={`${bar} h-11 w-full sm:w-96`} />
        {[0, 1, 2, 3, 4].map((i) => (
          <div key={i} className={`${bar} h-9 w-20 rounded-full`} />
        ))}
      </div>
      <div className={gamesGridClass}>
        {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
          <div key={i} className="overflow-hidden rounded-2xl bg-ink-800/80 ring-1 ring-white/10">
            <div className="aspect-video animate-pulse bg-white/10" />
            <div className="space-y-3 p-4">
              <div className={`${bar} h-4 w-3/4`} />
              <div className={`${bar} h-3 w-full`} />
              <div className={`${bar} h-8 w-28`} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
