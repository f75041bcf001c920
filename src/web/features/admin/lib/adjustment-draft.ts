import type { AdminAccount } from '@/domain/api/admin-accounts';
import { checkAmount } from '@/web/lib/amount';
import { adjustmentSentence, checkReason, fundPoolSentence } from './confirm-text';

export type Direction = 'grant' | 'deduct';

export interface AdjustmentDraft {
  account: AdminAccount | null;
  direction: Direction;
  amount: string;
  reason: string;
}

export type DraftErrors = Partial<Record<'account' | 'amount' | 'reason', string>>;

export type Reviewed<T> =
  { ok: true; request: T; sentence: string } | { ok: false; errors: DraftErrors };

/** Checks the adjustment form; when it is complete, says exactly what will be posted. */
export function reviewAdjustment(
  d: AdjustmentDraft,
): Reviewed<{ userId: string; amount: string; direction: Direction; reason: string }> {
  const errors: DraftErrors = {};
  const amount = checkAmount(d.amount);
  const reason = checkReason(d.reason);
  if (!d.account) errors.account = 'Choose the user.';
  if (!amount.ok) errors.amount = amount.error;
  if (reason) errors.reason = reason;
  if (!d.account || !amount.ok || reason) return { ok: false, errors };
  const text = d.reason.trim();
  return {
    ok: true,
    request: { userId: d.account.id, amount: amount.amount, direction: d.direction, reason: text },
    sentence: adjustmentSentence({
      direction: d.direction,
      display: amount.display,
      email: d.account.email,
      reason: text,
    }),
  };
}

export function reviewFunding(d: {
  amount: string;
  reason: string;
}): Reviewed<{ amount: string; reason: string }> {
  const amount = checkAmount(d.amount);
  const reason = checkReason(d.reason);
  if (!amount.ok || reason) {
    return {
      ok: false,
      errors: { amount: amount.ok ? undefined : amount.error, reason: reason ?? undefined },
    };
  }
  const text = d.reason.trim();
  return {
    ok: true,
    request: { amount: amount.amount, reason: text },
    sentence: fundPoolSentence({ display: amount.display, reason: text }),
  };
}
