import { Search } from 'lucide-react';
import { inputClass } from '@/web/components/ui/text-field';

/** Searches title and description as the person types. */
export function GameSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
      <input
        type="search"
        aria-label="Search games"
        placeholder="Search games…"
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputClass} pl-9`}
      />
    </div>
  );
}
