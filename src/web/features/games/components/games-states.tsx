import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

export function GamesLoadError({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-rose-500/15 text-rose-300 ring-1 ring-rose-400/30">
        <TriangleAlert className="size-7" aria-hidden />
      </span>
      <p className="max-w-sm text-slate-300">Failed to load games. Please try again.</p>
      <Button variant="secondary" onClick={onRetry} aria-busy={busy} disabled={busy}>
        <RotateCw className={busy ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
        Retry
      </Button>
    </Card>
  );
}

export function NoGamesFound({ onClear }: { onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <SearchX className="size-10 text-slate-500" aria-hidden />
      <p className="text-lg font-semibold text-white">No games found</p>
      <p className="max-w-sm text-sm text-slate-400">Try another search or category.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    </Card>
  );
}
