import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { FieldError, ReasonField } from '@/web/components/ui/text-field';
import { hasErrorCode } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { useFocusFirstInvalid } from '@/web/lib/use-focus-first-invalid';
import { useRewardHolds } from '../security/api/get-reward-holds';
import { useHoldRewards } from '../security/api/hold-rewards';
import { reviewHold, type HoldDraft, type HoldDraftErrors } from '../lib/hold-draft';
import { AccountPicker } from './account-picker';

const blank: HoldDraft = { account: null, reason: '' };

/**
 * Holds the rewards of any account, flagged or not (docs/decisions/026). Account search
 * needs an admin session, so the page offers it to admin accounts only; the admin key's
 * view holds from the flags.
 */
export function HoldAccountForm() {
  const holds = useRewardHolds({ kind: 'session' }).data?.holds;
  const [draft, setDraft] = useState(blank);
  const [errors, setErrors] = useState<HoldDraftErrors>({});
  const formRef = useFocusFirstInvalid(errors);
  const hold = useHoldRewards({ kind: 'session' });
  const set = (patch: Partial<HoldDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
    hold.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (hold.isPending) return;
    const review = reviewHold(draft, new Set(holds?.map((h) => h.userId)));
    if (!review.ok) return setErrors(review.errors);
    const who = draft.account?.email ?? '';
    hold.mutate(review.request, {
      onSuccess: () => {
        toast.success(`Future rewards of ${who} are withheld until released.`, {
          title: 'Rewards on hold',
        });
        setDraft(blank);
      },
    });
  };

  // The account's own problems (unknown, already held, yourself) go under the account.
  const accountError = hasErrorCode(hold.error, 'NOT_FOUND', 'CONFLICT') ? hold.error : null;
  const reasonError = hasErrorCode(hold.error, 'VALIDATION_FAILED') ? hold.error : null;
  const otherError = hold.error && !accountError && !reasonError ? hold.error : null;
  return (
    <Card role="region" aria-labelledby="hold-account" className="p-4 sm:p-6">
      <h2 id="hold-account" className="text-lg font-semibold text-white">
        Hold an account
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        Any account, flagged or not: it earns nothing until released, and what it would have earned
        is recorded as withheld.
      </p>
      <form ref={formRef} noValidate onSubmit={submit} className="mt-5 space-y-4">
        <AccountPicker
          value={draft.account}
          onChange={(account) => set({ account })}
          error={errors.account ?? accountError?.message}
        />
        <ReasonField
          value={draft.reason}
          maxLength={500}
          onChange={(e) => set({ reason: e.target.value })}
          error={errors.reason ?? reasonError?.message}
        />
        <FieldError message={otherError?.message} announce />
        <Button type="submit" aria-busy={hold.isPending} aria-disabled={hold.isPending}>
          {hold.isPending ? 'Putting on hold…' : 'Put on hold'}
        </Button>
      </form>
    </Card>
  );
}
