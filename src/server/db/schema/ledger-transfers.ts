import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { transferTypes } from '@/domain/ledger/transfer-types';
import { user } from './auth';
import { ledgerAccount } from './ledger-accounts';

/**
 * The append-only journal. Each transfer debits one account and credits another by a
 * positive amount, so every transfer sums to zero by construction. A correction is a
 * reversing transfer, never an update.
 */
export const ledgerTransfer = pgTable(
  'ledger_transfer',
  {
    id: bigserial({ mode: 'bigint' }).primaryKey(),
    /** One effect per key: a retried or concurrent duplicate finds the first transfer. */
    idempotencyKey: text().notNull().unique(),
    debitAccountId: text()
      .notNull()
      .references(() => ledgerAccount.id),
    creditAccountId: text()
      .notNull()
      .references(() => ledgerAccount.id),
    amount: bigint({ mode: 'bigint' }).notNull(),
    type: text({ enum: transferTypes }).notNull(),
    reason: text().notNull(),
    metadata: jsonb().notNull().default({}),
    sourceId: text(),
    /** The admin who made a manual grant or correction. */
    createdBy: uuid().references(() => user.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfer_positive', sql`${t.amount} > 0`),
    check('ledger_transfer_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfer_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfer_credit_idx').on(t.creditAccountId, t.id),
    // Today's credits to a wallet (the wallet summary, daily caps) without its whole history.
    index('ledger_transfer_credit_time_idx').on(t.creditAccountId, t.createdAt),
    // The admin search's words in the reason (decision 027): the query must repeat this
    // exact expression for the planner to use the index.
    index('ledger_transfer_reason_text_idx').using('gin', sql`to_tsvector('simple', ${t.reason})`),
  ],
);
