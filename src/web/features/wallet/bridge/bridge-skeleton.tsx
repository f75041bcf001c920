const bar = 'animate-pulse rounded-2xl bg-white/5';

/** Stands in for the wallet bar and the two cards while the bridge's status loads. */
export function BridgeSkeleton() {
  return (
    <div role="status" aria-label="Loading the bridge" className="grid gap-6">
      <div className={`h-16 ${bar}`} aria-hidden />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className={`h-72 ${bar}`} aria-hidden />
        <div className={`h-72 ${bar}`} aria-hidden />
      </div>
    </div>
  );
}
