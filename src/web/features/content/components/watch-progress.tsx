/** 'Progress: N%' with its bar, and 'Watching...' while the player plays. */
export function WatchProgress({ progress, isPlaying }: { progress: number; isPlaying: boolean }) {
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-300 tabular-nums">Progress: {progress}%</span>
        <span
          aria-live="polite"
          className="inline-flex min-h-5 items-center gap-2 font-medium text-accent-300"
        >
          {isPlaying && (
            <>
              <span className="relative flex size-2" aria-hidden>
                <span className="absolute inline-flex size-full animate-ping rounded-full bg-accent-400 opacity-75" />
                <span className="relative inline-flex size-2 rounded-full bg-accent-400" />
              </span>
              Watching...
            </>
          )}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Watch progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-brand-500 to-accent-400 transition-[width] duration-300"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
