import type { GameCategory } from '@/domain/games/catalog';
import { cn } from '@/web/components/ui/cn';

const chipClass = (active: boolean) =>
  cn(
    'h-9 rounded-full px-4 text-sm font-medium ring-1 transition',
    active
      ? 'bg-brand-500/20 text-white ring-brand-400/60'
      : 'bg-white/5 text-slate-300 ring-white/10 hover:bg-white/10 hover:text-white',
  );

/** All plus each category, as toggle buttons; exactly one is pressed. */
export function CategoryChips({
  categories,
  value,
  onChange,
}: {
  categories: readonly GameCategory[];
  value: GameCategory | null;
  onChange: (category: GameCategory | null) => void;
}) {
  const chips: Array<GameCategory | null> = [null, ...categories];
  return (
    <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
      {chips.map((category) => (
        <button
          key={category ?? 'all'}
          type="button"
          aria-pressed={category === value}
          onClick={() => onChange(category)}
          className={chipClass(category === value)}
        >
          {category ?? 'All'}
        </button>
      ))}
    </div>
  );
}
