import { SearchX } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

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
