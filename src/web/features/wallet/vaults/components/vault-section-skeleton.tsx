/** Placeholder shapes while the vaults load, so the layout does not jump. */
export function VaultSectionSkeleton() {
  return (
    <div className="grid gap-6" role="status" aria-busy="true">
      <span className="sr-only">Loading vaults…</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div
            key={i}
            className="h-20 animate-pulse rounded-2xl bg-ink-800/80 ring-1 ring-white/10"
          />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="h-96 animate-pulse rounded-2xl bg-ink-800/80 ring-1 ring-white/10" />
        <div className="h-96 animate-pulse rounded-2xl bg-ink-800/80 ring-1 ring-white/10" />
      </div>
    </div>
  );
}
