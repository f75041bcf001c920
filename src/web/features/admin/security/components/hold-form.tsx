import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { FieldError, ReasonField } from '@/web/components/ui/text-field';

export interface HoldTarget {
  userId: string;
  name: string;
  /** Prefilled from the flag that led here; the admin may rewrite it. */
  reason: string;
}

/** Confirms a hold with its written reason (stored with the hold). */
export function HoldForm({
  target,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  target: HoldTarget;
  pending: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState(target.reason.slice(0, 500));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The form opens below a long table: bring it into view, ready to write in.
  useEffect(() => form.current?.querySelector('textarea')?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) return setProblem('Write why, in 3 characters or more.');
    onSubmit(reason.trim());
  };
  return (
    <Card role="region" aria-label="Hold rewards" className="p-4 sm:p-6">
      <form ref={form} noValidate onSubmit={submit} className="grid gap-3">
        <h2 className="text-lg font-semibold text-white">Hold the rewards of {target.name}</h2>
        <p className="text-sm text-slate-400">
          While held, the account earns nothing; what it would have earned is recorded as withheld.
          Releasing pays only rewards earned afterwards.
        </p>
        <ReasonField
          value={reason}
          maxLength={500}
          onChange={(e) => {
            setReason(e.target.value);
            setProblem(null);
          }}
          error={problem}
        />
        <FieldError message={error} announce />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending} aria-busy={pending}>
            Hold rewards
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
