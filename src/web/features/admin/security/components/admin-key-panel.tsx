import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Field, inputClass } from '@/web/components/ui/text-field';

/**
 * Asks for the admin key when none is stored (product rules R8), or says one is in use
 * and offers to forget it. The key never leaves this browser except as the bearer header.
 */
export function AdminKeyPanel({
  storedKey,
  onSave,
  onForget,
}: {
  storedKey: string | null;
  onSave: (key: string) => boolean;
  onForget: () => void;
}) {
  return (
    <Card role="region" aria-labelledby="admin-key" className="p-4 sm:p-6">
      <h2 id="admin-key" className="flex items-center gap-2 text-lg font-semibold text-white">
        <KeyRound className="size-5 text-accent-300" aria-hidden />
        Admin access
      </h2>
      {storedKey ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-400">Using the admin key saved in this browser.</p>
          <Button variant="secondary" size="sm" onClick={onForget}>
            Forget key
          </Button>
        </div>
      ) : (
        <KeyForm onSave={onSave} />
      )}
    </Card>
  );
}

function KeyForm({ onSave }: { onSave: (key: string) => boolean }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const empty = !value.trim();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // Product rules R11: the key must be non-empty to save.
    if (!onSave(value)) setError('Enter the admin key to save it.');
  };
  return (
    <form noValidate onSubmit={onSubmit} className="mt-3">
      <p className="mb-3.5 text-sm text-slate-400">
        Log in with an admin account, or enter the admin key. It is kept in this browser only.
      </p>
      <Field label="Admin key" error={error} announce>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(e) => {
                setValue(e.target.value);
                setError(null);
              }}
              className={inputClass}
            />
            <Button type="submit" disabled={empty} className="h-11 shrink-0">
              Save
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
