import type { AdminAccount } from '@/domain/api/admin-accounts';
import { holdRewardsRequestSchema, type HoldRewardsRequest } from '@/domain/api/reward-holds';

export interface HoldDraft {
  account: AdminAccount | null;
  reason: string;
}
export type HoldDraftErrors = Partial<Record<'account' | 'reason', string>>;

/** The server's message for a held account, shown before asking it. */
export const alreadyHeld = 'This account’s rewards are already on hold.';

/**
 * Checks a "Hold an account" draft with the request's own schema, so the form says what
 * the server would (length, NUL characters), plus an account already in the holds table.
 */
export function reviewHold(
  draft: HoldDraft,
  heldIds: ReadonlySet<string>,
): { ok: true; request: HoldRewardsRequest } | { ok: false; errors: HoldDraftErrors } {
  const errors: HoldDraftErrors = {};
  if (!draft.account) errors.account = 'Choose an account to hold.';
  else if (heldIds.has(draft.account.id)) errors.account = alreadyHeld;
  const parsed = holdRewardsRequestSchema.safeParse({
    userId: draft.account?.id ?? '',
    reason: draft.reason,
  });
  const reasonIssue = parsed.error?.issues.find((i) => i.path[0] === 'reason');
  if (reasonIssue) errors.reason = reasonIssue.message;
  if (errors.account || errors.reason || !parsed.success) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}
