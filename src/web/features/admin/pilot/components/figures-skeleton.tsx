/** Stands in for a row of figures while they load. */
export function FiguresSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3 sm:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-20 animate-pulse rounded-2xl bg-white/5" />
      ))}
    </div>
  );
}
