import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { AmountField, ReasonField } from '@/web/components/ui/text-field';
import { toast } from '@/web/lib/toast';
import { useFocusFirstInvalid } from '@/web/lib/use-focus-first-invalid';
import { useAdjustBalance } from '../api/adjust-balance';
import { newIdempotencyKey } from '../api/ledger-keys';
import { reviewAdjustment, type AdjustmentDraft, type DraftErrors } from '../lib/adjustment-draft';
import { AccountPicker } from './account-picker';
import { ConfirmPanel } from './confirm-panel';
import { DirectionField } from './direction-field';
import { amountProps, reasonProps } from './ledger-fields';

const blank: AdjustmentDraft = { account: null, direction: 'grant', amount: '', reason: '' };

type Review = Extract<ReturnType<typeof reviewAdjustment>, { ok: true }> & { key: string };

/** Grants QTT to a user from issuance, or deducts it back, with a written reason. */
export function AdjustBalanceForm() {
  const [draft, setDraft] = useState(blank);
  const [errors, setErrors] = useState<DraftErrors>({});
  const formRef = useFocusFirstInvalid(errors);
  const [review, setReview] = useState<Review | null>(null);
  const adjust = useAdjustBalance();
  const set = (patch: Partial<AdjustmentDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const onReview = (e: FormEvent) => {
    e.preventDefault();
    const result = reviewAdjustment(draft);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    adjust.reset();
    // The key names this reviewed intent: pressing Confirm again after a lost answer
    // repeats the same request, which the server applies once.
    setReview({ ...result, key: newIdempotencyKey() });
  };

  const onConfirm = () => {
    if (!review) return;
    adjust.mutate(
      { ...review.request, idempotencyKey: review.key },
      {
        onSuccess: () => {
          toast.success(review.sentence, { title: 'Balance adjusted' });
          setDraft(blank);
          setReview(null);
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="adjust-balance" className="p-4 sm:p-6">
      <h2 id="adjust-balance" className="text-lg font-semibold text-white">
        Adjust a balance
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        A grant comes from issuance; a deduction goes back to it. Both name you and the reason.
      </p>
      <div className="mt-5">
        {review ? (
          <ConfirmPanel
            sentence={review.sentence}
            confirmLabel={
              review.request.direction === 'grant' ? 'Confirm grant' : 'Confirm deduction'
            }
            busy={adjust.isPending}
            error={adjust.error?.message ?? null}
            onConfirm={onConfirm}
            onBack={() => setReview(null)}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={onReview} className="space-y-4">
            <AccountPicker
              value={draft.account}
              onChange={(account) => set({ account })}
              error={errors.account}
            />
            <DirectionField value={draft.direction} onChange={(direction) => set({ direction })} />
            <AmountField
              {...amountProps}
              value={draft.amount}
              onChange={(e) => set({ amount: e.target.value })}
              error={errors.amount}
            />
            <ReasonField
              {...reasonProps}
              value={draft.reason}
              onChange={(e) => set({ reason: e.target.value })}
              error={errors.reason}
            />
            <Button type="submit">Review</Button>
          </form>
        )}
      </div>
    </Card>
  );
}
