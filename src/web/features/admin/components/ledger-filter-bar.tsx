import { DateRangeFields } from '@/web/components/ui/date-range-fields';
import { SelectField, TextField } from '@/web/components/ui/text-field';
import type { LedgerType } from '../api/get-ledger';
import { ledgerTypes, type LedgerFilters } from '../lib/ledger-filters';

/** Search text, type and UTC date range of the movements table; every change applies at once. */
export function LedgerFilterBar({
  filters,
  onChange,
}: {
  filters: LedgerFilters;
  onChange: (patch: Partial<LedgerFilters>) => void;
}) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]">
      <TextField
        label="Search"
        type="search"
        value={filters.q}
        placeholder="Email, username or reason words"
        hint={
          <>
            Part of a person&apos;s email or username (3 characters or more), or words of the reason
            by how they start (&ldquo;bon&rdquo; finds &ldquo;bonus&rdquo;).
          </>
        }
        maxLength={100}
        onChange={(e) => onChange({ q: e.target.value })}
      />
      <SelectField
        label="Type"
        value={filters.type}
        onChange={(e) => onChange({ type: e.target.value as LedgerType | '' })}
      >
        <option value="">All types</option>
        {ledgerTypes.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </SelectField>
      <DateRangeFields value={filters} onChange={onChange} />
    </div>
  );
}
