import { z } from 'zod';
import { transferTypes } from '../ledger/transfer-types';
import { dayString, decimalQtt, idCursor, isoTimestamp } from './fields';

/** JSON shapes of the wallet API. Amounts are decimal strings of QTT, never floats. */

/** Rewards of one kind paid today, out of the most one user may be paid of it per UTC day. */
const dailyCapProgress = z.object({ earned: decimalQtt, cap: decimalQtt });

/** GET /api/wallet */
export const walletSummarySchema = z.object({
  balance: decimalQtt,
  today: z.object({
    earned: decimalQtt,
    watchSeconds: z.number(),
    /** Watch and game rewards paid today, each against its own daily cap. */
    watchRewards: dailyCapProgress,
    gameRewards: dailyCapProgress,
    /** When today's usage is shared out as the usage bonus: the next UTC midnight. */
    usageBonusAt: isoTimestamp,
  }),
  stats: z.object({
    totalEarned: decimalQtt,
    vaultsCreated: z.number(),
    vaultsClaimed: z.number(),
    gamesPlayed: z.number(),
    watchSeconds: z.number(),
    /** UTC days in a row with verified activity, ending today (src/domain/wallet/streak.ts). */
    currentStreak: z.number(),
  }),
});
export type WalletSummary = z.infer<typeof walletSummarySchema>;

export const transactionFilters = ['all', 'sent', 'received', 'earned'] as const;
export type TransactionFilter = (typeof transactionFilters)[number];

/** GET /api/wallet/transactions?filter&from&to&before&limit */
export const transactionQuerySchema = z.object({
  filter: z.enum(transactionFilters).default('all'),
  from: dayString.optional(),
  to: dayString.optional(),
  before: idCursor.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TransactionQuery = z.infer<typeof transactionQuerySchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(transferTypes),
  reason: z.string(),
  /** Always positive; `direction` says which way it went. */
  amount: decimalQtt,
  direction: z.enum(['in', 'out']),
  createdAt: isoTimestamp,
  metadata: z.record(z.string(), z.unknown()),
  /** What the movement was for: the game id of a game reward, the content id of a watch reward. */
  sourceId: z.string().nullable(),
  /** A watch reward's video title (null for other movements, or a video since removed). */
  sourceTitle: z.string().nullable(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const transactionPageSchema = z.object({
  items: z.array(walletTransactionSchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPageSchema>;

export type { VaultList, VaultView } from './vaults';
