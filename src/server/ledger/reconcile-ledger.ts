import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';

export interface Reconciliation {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** Sum of every stored balance; zero when the ledger balances. */
  total: bigint;
  /** Accounts whose stored balance differs from their journal. */
  mismatches: Array<{ id: string; stored: bigint; journal: bigint }>;
}

/** Checks the invariants: each balance equals its journal, and all balances sum to zero. */
export async function reconcileLedger(db: Database): Promise<Reconciliation> {
  const rows = await queryRows<{ id: string; stored: string; journal: string }>(
    db,
    sql`
    select a.id, a.balance::text as stored,
      (coalesce((select sum(t.amount) from ledger_transfer t where t.credit_account_id = a.id), 0)
       - coalesce((select sum(t.amount) from ledger_transfer t where t.debit_account_id = a.id), 0))::text as journal
    from ledger_account a order by a.id`,
  );
  const [{ count } = { count: '0' }] = await queryRows<{ count: string }>(
    db,
    sql`select count(*)::text as count from ledger_transfer`,
  );
  const accounts = rows.map((r) => ({
    id: r.id,
    stored: BigInt(r.stored),
    journal: BigInt(r.journal),
  }));
  const mismatches = accounts.filter((a) => a.stored !== a.journal);
  const total = accounts.reduce((s, a) => s + a.stored, 0n);
  return {
    ok: mismatches.length === 0 && total === 0n,
    accounts: accounts.length,
    transfers: Number(count),
    total,
    mismatches,
  };
}
