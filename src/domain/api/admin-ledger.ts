import { z } from 'zod';
import { transferTypes } from '../ledger/transfer-types';
import { dayString, decimalQtt, idCursor, isoTimestamp, qttAmount, text, uuid } from './fields';

/** GET /api/admin/ledger?q&type&from&to&before&limit */
export const ledgerQuerySchema = z.object({
  q: text({ max: 100, label: 'Search' }).optional(),
  type: z.enum(transferTypes).optional(),
  from: dayString.optional(),
  to: dayString.optional(),
  before: idCursor.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

export const ledgerEntrySchema = z.object({
  id: z.string(),
  type: z.enum(transferTypes),
  reason: z.string(),
  /** Decimal QTT, always positive: it leaves `from` and reaches `to`. */
  amount: decimalQtt,
  /** A user's email, or a system account id such as 'pool:reward'. */
  from: z.string(),
  to: z.string(),
  createdBy: z.string().nullable(),
  metadata: z.unknown(),
  createdAt: isoTimestamp,
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({
  items: z.array(ledgerEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET /api/admin/ledger/summary: balances as decimal QTT strings. */
export const ledgerSummarySchema = z.object({
  pools: z.object({
    reward: decimalQtt,
    penalty: decimalQtt,
    vaultEscrow: decimalQtt,
    issued: decimalQtt,
    wallets: decimalQtt,
  }),
  reconciliation: z.object({
    ok: z.boolean(),
    accounts: z.number(),
    transfers: z.number(),
    mismatches: z.array(z.object({ id: z.string(), stored: decimalQtt, journal: decimalQtt })),
  }),
});
export type LedgerSummary = z.infer<typeof ledgerSummarySchema>;

const reason = text({
  min: 3,
  max: 200,
  label: 'Reason',
  tooShort: 'Write the reason (3 characters or more).',
});

/** POST /api/admin/ledger/adjustments (Idempotency-Key header optional). */
export const adjustmentSchema = z.object({
  userId: uuid('Choose a user.'),
  amount: qttAmount(),
  direction: z.enum(['grant', 'deduct']),
  reason,
});
export type AdjustmentInput = z.infer<typeof adjustmentSchema>;
export type AdjustBalanceRequest = z.input<typeof adjustmentSchema>;

/** POST /api/admin/ledger/fund-pool (Idempotency-Key header optional). */
export const fundPoolSchema = z.object({ amount: qttAmount(), reason });
export type FundPoolInput = z.infer<typeof fundPoolSchema>;
export type FundPoolRequest = z.input<typeof fundPoolSchema>;

/** What both writes answer: the transfer's id, and whether the key had been used. */
export const postedTransferSchema = z.object({ id: z.string(), replayed: z.boolean() });
export type PostedTransferResponse = z.infer<typeof postedTransferSchema>;
