export function LoadingScreen() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
      <span
        className="size-10 animate-spin rounded-full border-4 border-white/10 border-t-accent-400"
        aria-hidden
      />
      <p className="text-sm text-slate-400">Loading…</p>
    </div>
  );
}
