/** Rows' stand-ins while a list loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {[0, 1].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-xl bg-white/5" aria-hidden />
      ))}
    </div>
  );
}
