import { Film, RefreshCw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

export function ContentEmpty({ onRefresh, busy }: { onRefresh: () => void; busy?: boolean }) {
  return (
    <Card className="flex flex-col items-center gap-4 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
        <Film className="size-7" aria-hidden />
      </span>
      <p className="max-w-sm text-slate-300">No content available at the moment.</p>
      <Button variant="secondary" onClick={onRefresh} aria-busy={busy}>
        <RefreshCw className={busy ? 'size-4 animate-spin' : 'size-4'} aria-hidden />
        Refresh
      </Button>
    </Card>
  );
}
