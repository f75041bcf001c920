import { useId, useState, type FormEvent } from 'react';
import type { BridgeStatus } from '@/domain/api/bridge';
import { Card } from '@/web/components/ui/card';
import { SubmitButton } from '@/web/components/ui/submit-button';
import { AmountField } from '@/web/components/ui/text-field';
import { errorMessage } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { formatAmount } from '../wallet-format';
import { useCreateWithdrawal } from '../api/create-withdrawal';
import { checkWithdrawAmount, limitsLine } from './bridge-rules';
import { WithdrawReview } from './withdraw-review';

type Step = { name: 'edit' } | { name: 'review'; amount: string; to: string; attempt: string };

/**
 * Withdraw to chain: an amount, a review naming the address and the voucher's time to
 * redeem, then Confirm. Each review is one attempt with its own Idempotency-Key, so a double
 * press or a retry after a lost answer issues one voucher; editing starts a new attempt.
 */
export function WithdrawCard({
  status,
  account,
  network,
}: {
  status: BridgeStatus;
  /** The connected real wallet's address, which the voucher pays; null when none is. */
  account: string | null;
  network: string;
}) {
  const [step, setStep] = useState<Step>({ name: 'edit' });
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const limitsId = useId();
  const withdraw = useCreateWithdrawal();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!account) return;
    const problem = checkWithdrawAmount(amount, status);
    setError(problem);
    if (problem) return;
    withdraw.reset();
    setStep({ name: 'review', amount: amount.trim(), to: account, attempt: crypto.randomUUID() });
  };

  return (
    <Card id="withdraw" role="region" aria-labelledby="withdraw-heading" className="space-y-4">
      <h2 id="withdraw-heading" className="text-lg font-semibold text-white">
        Withdraw to chain
      </h2>
      {step.name === 'review' ? (
        <WithdrawReview
          amount={step.amount}
          to={step.to}
          network={network}
          ttlSeconds={status.voucherTtlSeconds}
          busy={withdraw.isPending}
          error={withdraw.error}
          onEdit={() => setStep({ name: 'edit' })}
          onConfirm={() =>
            withdraw.mutate(
              { amount: step.amount, recipient: step.to, idempotencyKey: step.attempt },
              {
                onSuccess: (w) => {
                  toast.success(
                    `Voucher issued for ${formatAmount(w.amount)} QTT. Redeem it in your wallet under Your withdrawals.`,
                  );
                  setAmount('');
                  setStep({ name: 'edit' });
                },
                onError: (err) => toast.error(errorMessage(err, 'Could not withdraw QTT.')),
              },
            )
          }
        />
      ) : (
        <form onSubmit={submit} aria-label="Withdraw to chain" noValidate className="space-y-4">
          <p className="text-sm text-slate-400">
            QTT leaves your QTN wallet as a voucher that your own wallet redeems on {network}.
          </p>
          <dl className="grid gap-1 text-sm">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-slate-400">To</dt>
              {account ? (
                <dd
                  className="min-w-0 font-mono text-xs break-all text-white"
                  aria-label="Recipient"
                >
                  {account}
                </dd>
              ) : (
                <dd className="text-slate-400">Connect your wallet first</dd>
              )}
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-slate-400">QTN balance</dt>
              <dd className="text-white tabular-nums">{formatAmount(status.balance)} QTT</dd>
            </div>
          </dl>
          <AmountField
            name="amount"
            placeholder="0.00"
            value={amount}
            onChange={(e) => {
              setAmount(e.target.value);
              setError(null);
            }}
            error={error}
            disabled={!account}
            requiredMark
            required
            describedBy={limitsId}
          />
          <p id={limitsId} className="-mt-2 text-xs text-slate-400">
            {limitsLine(status)}
          </p>
          {account ? (
            <SubmitButton busy={false}>Review</SubmitButton>
          ) : (
            <p className="text-sm text-amber-300">Connect your wallet above to withdraw to it.</p>
          )}
        </form>
      )}
    </Card>
  );
}
