import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * One row per ledger account: a user's wallet, vault escrow, the reward and penalty pools,
 * issuance (it may go negative: it is where QTT comes from) and clearing accounts (negative
 * too: the Pi exchange's is the QTT sold for Pi, matched by Pi received).
 * `balance` always equals credits minus debits of the account's transfers.
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: text().primaryKey(),
    kind: text({
      enum: ['wallet', 'escrow', 'reward_pool', 'penalty_pool', 'issuance', 'clearing'],
    }).notNull(),
    userId: uuid().references(() => user.id, { onDelete: 'restrict' }),
    balance: bigint({ mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Number of transfers that touched the account. */
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'ledger_account_non_negative',
      sql`${t.kind} in ('issuance', 'clearing') or ${t.balance} >= 0`,
    ),
    check(
      'ledger_account_wallet_has_user',
      sql`(${t.kind} = 'wallet') = (${t.userId} is not null)`,
    ),
  ],
);
