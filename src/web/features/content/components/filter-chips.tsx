import { contentFilterLabels, contentFilters, type ContentFilter } from '@/domain/content/featured';
import { cn } from '@/web/components/ui/cn';

/** All / Reward Eligible / YouTube / Hosted, as toggle buttons. */
export function FilterChips({
  value,
  onChange,
}: {
  value: ContentFilter;
  onChange: (filter: ContentFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter videos" className="flex flex-wrap gap-2">
      {contentFilters.map((filter) => {
        const active = filter === value;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(filter)}
            className={cn(
              'h-9 rounded-full px-4 text-sm font-medium ring-1 transition',
              active
                ? 'bg-brand-500/20 text-white ring-brand-400/60'
                : 'bg-white/5 text-slate-300 ring-white/10 hover:bg-white/10 hover:text-white',
            )}
          >
            {contentFilterLabels[filter]}
          </button>
        );
      })}
    </div>
  );
}
