import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { piPaymentStatuses } from '@/domain/api/pi';
import { piOrderTypes } from '@/domain/pi/pi-sdk';
import { user } from './auth';

/**
 * A QTN account's Pi identity (docs/decisions/016): the uid the Pi Platform returned for a
 * verified access token, never one the browser named. One uid per account and one account
 * per uid.
 */
export const piIdentity = pgTable('pi_identity', {
  userId: uuid()
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  piUid: text().notNull().unique(),
  /** The last Pi username Pi shared; null when no token ever carried the `username` scope. */
  piUsername: text(),
  linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * One order to buy QTT with Pi, made by the server before the SDK's createPayment, and the
 * Pi payment that pays it. `paymentId` is set at approval and unique: a payment pays one
 * order, once. Amounts are exact: Pi units (10^-7 Pi) and QTT units (10^-8 QTT).
 */
export const piPayment = pgTable(
  'pi_payment',
  {
    /** The order id: 128 random bits, hex; sent back to us in the payment's metadata. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The payer's Pi uid at the time of the order. */
    piUid: text().notNull(),
    type: text({ enum: piOrderTypes }).notNull(),
    amountPi: bigint({ mode: 'bigint' }).notNull(),
    qtt: bigint({ mode: 'bigint' }).notNull(),
    memo: text().notNull(),
    /** Exactly what createPayment was asked to carry ({type, timestamp, orderId}). */
    metadata: jsonb().$type<Record<string, unknown>>().notNull(),
    paymentId: text(),
    txid: text(),
    status: text({ enum: piPaymentStatuses }).notNull().default('created'),
    /** The ledger transfer that credited it, once completed. */
    transferId: bigint({ mode: 'bigint' }),
    /** The last failure while it stays retryable, in words (the admin view shows it). */
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pi_payment_payment_id_idx').on(t.paymentId),
    index('pi_payment_user_idx').on(t.userId, t.createdAt),
    index('pi_payment_status_idx').on(t.status, t.createdAt),
    check('pi_payment_amounts_positive', sql`${t.amountPi} > 0 and ${t.qtt} > 0`),
  ],
);
