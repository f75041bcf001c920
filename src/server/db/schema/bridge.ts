import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One withdrawal to the chain (docs/decisions/045-bridge-vouchers.md): the amount left the
 * wallet for `bridge:outbound` by `transferId`, and the voucher signed for it. The nonce is
 * unique, so one voucher is redeemable once; `expired` is not stored (an issued voucher past
 * its expiry), only the refund that follows it.
 */
export const bridgeWithdrawal = pgTable(
  'bridge_withdrawal',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    /** The member's Idempotency-Key: a repeat answers this withdrawal. */
    idempotencyKey: text().notNull(),
    /** Ledger units (10^-8 QTT); the voucher's amount is this in wei. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    recipient: text().notNull(),
    chainId: integer().notNull(),
    contract: text().notNull(),
    /** bytes32, 0x-hex, random. */
    nonce: text().notNull().unique(),
    /** The voucher's expiry in seconds since the epoch, exactly as signed. */
    expiry: bigint({ mode: 'number' }).notNull(),
    signature: text().notNull(),
    state: text({ enum: ['issued', 'redeemed', 'refunded'] })
      .notNull()
      .default('issued'),
    transferId: bigint({ mode: 'bigint' }).notNull(),
    redeemedTx: text(),
    redeemedBlock: bigint({ mode: 'number' }),
    redeemedAt: timestamp({ withTimezone: true }),
    refundTransferId: bigint({ mode: 'bigint' }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bridge_withdrawal_positive', sql`${t.amount} > 0`),
    // Never both: a redeemed voucher is never refunded, a refunded one was never redeemed.
    check(
      'bridge_withdrawal_one_outcome',
      sql`not (${t.redeemedTx} is not null and ${t.refundTransferId} is not null)`,
    ),
    uniqueIndex('bridge_withdrawal_key_idx').on(t.userId, t.idempotencyKey),
    index('bridge_withdrawal_user_idx').on(t.userId, t.createdAt),
    index('bridge_withdrawal_state_idx').on(t.state, t.expiry),
  ],
);

/**
 * One `Deposited` event of the bridge contract, once per (transaction, log index). Stored
 * when first seen with its block's hash; credited once at the network's confirmations.
 * A row whose block a reorganisation replaced is deleted before it is credited. `userId` is
 * null when the event names no QTN account: such a deposit is never credited.
 */
export const bridgeDeposit = pgTable(
  'bridge_deposit',
  {
    txHash: text().notNull(),
    logIndex: integer().notNull(),
    chainId: integer().notNull(),
    contract: text().notNull(),
    blockNumber: bigint({ mode: 'number' }).notNull(),
    blockHash: text().notNull(),
    fromAddress: text().notNull(),
    /** The bytes32 the depositor named (src/domain/bridge/deposit-account.ts). */
    account: text().notNull(),
    userId: uuid().references(() => user.id, { onDelete: 'set null' }),
    amountWei: text().notNull(),
    /** The ledger units credited: the wei rounded down to 10^-8 QTT. */
    amount: bigint({ mode: 'bigint' }).notNull(),
    creditTransferId: bigint({ mode: 'bigint' }),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.txHash, t.logIndex] }),
    index('bridge_deposit_user_idx').on(t.userId, t.seenAt),
    index('bridge_deposit_block_idx').on(t.chainId, t.contract, t.blockNumber),
  ],
);

/** The last block whose bridge events are all processed and confirmed, per chain and contract. */
export const bridgeCursor = pgTable(
  'bridge_cursor',
  {
    chainId: integer().notNull(),
    contract: text().notNull(),
    lastBlock: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.contract] })],
);
