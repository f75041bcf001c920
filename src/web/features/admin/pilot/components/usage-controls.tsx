import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { pilotRanges, type PilotRange } from '@/domain/api/pilot';
import { Button } from '@/web/components/ui/button';
import { Field, inputClass, SelectField } from '@/web/components/ui/text-field';
import { checkUserId } from '../lib/usage-filter';

/**
 * The range (applies at once) and the user filter (applies on submit or Enter, after it
 * checks the id's form, so a half-typed id never reaches the server).
 */
export function UsageControls({
  days,
  userId,
  onRange,
  onUser,
}: {
  days: PilotRange;
  userId: string | null;
  onRange: (days: PilotRange) => void;
  onUser: (userId: string | null) => void;
}) {
  const [draft, setDraft] = useState(userId ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkUserId(draft);
    if (!checked.ok) return setError(checked.error);
    setError(null);
    onUser(checked.userId);
  };
  const clear = () => {
    setDraft('');
    setError(null);
    onUser(null);
  };

  return (
    <div className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-start">
      <SelectField
        label="Range"
        value={days}
        onChange={(e) => onRange(Number(e.target.value) as PilotRange)}
      >
        {pilotRanges.map((r) => (
          <option key={r} value={r}>
            Last {r} days
          </option>
        ))}
      </SelectField>
      <form onSubmit={submit} noValidate className="min-w-0" role="search">
        <Field label="User id (optional)" error={error} announce>
          {(control) => (
            <div className="flex min-w-0 flex-wrap gap-2">
              <input
                {...control}
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  setError(null);
                }}
                placeholder="All users"
                spellCheck={false}
                autoComplete="off"
                className={`${inputClass} flex-1 basis-56 font-mono`}
              />
              <Button type="submit" variant="secondary" className="h-11">
                <Search className="size-4" aria-hidden />
                Apply
              </Button>
              {(userId || draft) && (
                <Button variant="ghost" className="h-11" onClick={clear}>
                  <X className="size-4" aria-hidden />
                  Clear
                </Button>
              )}
            </div>
          )}
        </Field>
      </form>
    </div>
  );
}
