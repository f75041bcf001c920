import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { AmountField, ReasonField } from '@/web/components/ui/text-field';
import { toast } from '@/web/lib/toast';
import { useFocusFirstInvalid } from '@/web/lib/use-focus-first-invalid';
import { useFundPool } from '../api/fund-pool';
import { newIdempotencyKey } from '../api/ledger-keys';
import { reviewFunding, type DraftErrors } from '../lib/adjustment-draft';
import { ConfirmPanel } from './confirm-panel';
import { amountProps, reasonProps } from './ledger-fields';

type Review = Extract<ReturnType<typeof reviewFunding>, { ok: true }> & { key: string };

/** Issues new QTT into the reward pool, which every reward is paid from. */
export function FundPoolForm() {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const formRef = useFocusFirstInvalid(errors);
  const [review, setReview] = useState<Review | null>(null);
  const fund = useFundPool();

  const onReview = (e: FormEvent) => {
    e.preventDefault();
    const result = reviewFunding({ amount, reason });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    fund.reset();
    setReview({ ...result, key: newIdempotencyKey() });
  };

  const onConfirm = () => {
    if (!review) return;
    fund.mutate(
      { ...review.request, idempotencyKey: review.key },
      {
        onSuccess: () => {
          toast.success(review.sentence, { title: 'Reward pool funded' });
          setAmount('');
          setReason('');
          setReview(null);
        },
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="fund-pool" className="p-4 sm:p-6">
      <h2 id="fund-pool" className="text-lg font-semibold text-white">
        Fund the reward pool
      </h2>
      <p className="mt-1 text-sm text-slate-400">Newly issued QTT, added to the reward pool.</p>
      <div className="mt-5">
        {review ? (
          <ConfirmPanel
            sentence={review.sentence}
            confirmLabel="Confirm funding"
            busy={fund.isPending}
            error={fund.error?.message ?? null}
            onConfirm={onConfirm}
            onBack={() => setReview(null)}
          />
        ) : (
          <form ref={formRef} noValidate onSubmit={onReview} className="space-y-4">
            <AmountField
              {...amountProps}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={errors.amount}
            />
            <ReasonField
              {...reasonProps}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={errors.reason}
            />
            <Button type="submit">Review</Button>
          </form>
        )}
      </div>
    </Card>
  );
}
