import { useId } from 'react';
import { inputClass } from '@/web/components/ui/text-field';
import type { LedgerType } from '../api/get-ledger';
import { ledgerTypes, type LedgerFilters } from '../lib/ledger-filters';
import { labelClass, selectClass } from '@/web/components/ui/field-styles';

/** Search text, type and UTC date range of the movements table; every change applies at once. */
export function LedgerFilterBar({
  filters,
  onChange,
}: {
  filters: LedgerFilters;
  onChange: (patch: Partial<LedgerFilters>) => void;
}) {
  const id = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor={`${id}-q`} className={labelClass}>
          Search
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={filters.q}
          placeholder="Email, username or reason words"
          aria-describedby={`${id}-q-help`}
          maxLength={100}
          onChange={(e) => onChange({ q: e.target.value })}
          className={inputClass}
        />
        <p id={`${id}-q-help`} className="text-xs text-slate-400">
          Part of a person&apos;s email or username (3 characters or more), or words of the reason
          by how they start (&ldquo;bon&rdquo; finds &ldquo;bonus&rdquo;).
        </p>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor={`${id}-type`} className={labelClass}>
          Type
        </label>
        <select
          id={`${id}-type`}
          value={filters.type}
          onChange={(e) => onChange({ type: e.target.value as LedgerType | '' })}
          className={selectClass}
        >
          <option value="">All types</option>
          {ledgerTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor={`${id}-from`} className={labelClass}>
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
          className={selectClass}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <label htmlFor={`${id}-to`} className={labelClass}>
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
          className={selectClass}
        />
      </div>
    </div>
  );
}
