import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { grantWholeQtt, insertUserOnSubAccount, subAccountBalances } from '@/test/factories';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { ledgerTransfer, vault } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { accountBalance } from '../ledger/account-balance';
import { fundRewardPool } from '../ledger/grant-qtt';
import { subAccountFor } from '../ledger/hot-accounts';
import { systemAccounts, walletAccountId } from '../ledger/ledger-accounts';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { claimVault } from './close-vault';
import { createVault } from './create-vault';

/** Vault escrow split into sub-accounts (docs/decisions/048), and migration 0017's move. */

let h: DatabaseHandle;
const escrow = systemAccounts.vaultEscrow;

beforeEach(async () => {
  h = await createTestDatabase();
});
afterEach(async () => {
  const rec = await reconcileLedger(h.db);
  expect(rec.mismatches).toEqual([]);
  expect(rec.total).toBe(0n);
  await h.close();
});

const fund = (amount: bigint, key = 'budget') =>
  withTransaction(h.db, (tx) =>
    fundRewardPool(tx, { amount, reason: 'Budget', idempotencyKey: key }),
  );
const balances = (root: string) => subAccountBalances(h.db, root);
const memberOnSubAccount = (d: number) => insertUserOnSubAccount(h.db, d);

describe('the split vault escrow', () => {
  it("holds each vault in its member's sub-account and pays it out from there", async () => {
    await fund(qtt(10_000));
    const member = await memberOnSubAccount(11);
    await grantWholeQtt(h.db, member, 100);
    const now = new Date();
    const v = await createVault(h.db, {
      userId: member,
      amount: qtt(60),
      durationDays: 30,
      now,
      reserveShareBps: 10_000,
    });
    const sub = subAccountFor(escrow, member);
    expect((await balances(escrow)).get(sub)).toBe(v.amount + v.reward);
    await claimVault(h.db, { userId: member, vaultId: v.id, now: v.unlockAt });
    expect(await accountBalance(h.db, escrow)).toBe(0n);
    expect(await accountBalance(h.db, walletAccountId(member))).toBe(qtt(40) + v.amount + v.reward);
  });

  it("the migration moves open vaults' escrow from the old account to their members' sub-accounts", async () => {
    await fund(qtt(10_000));
    const members = [await memberOnSubAccount(0), await memberOnSubAccount(4)];
    const now = new Date();
    const vaults = [];
    for (const m of members) {
      await grantWholeQtt(h.db, m, 100);
      vaults.push(
        await createVault(h.db, {
          userId: m,
          amount: qtt(50),
          durationDays: 7,
          now,
          reserveShareBps: 10_000,
        }),
      );
    }
    // As before the split: the vault of sub-account 4 moved back under the old id.
    const moved = vaults[1];
    if (!moved) throw new Error('no vault');
    const held = moved.amount + moved.reward;
    await withTransaction(h.db, async (tx) => {
      await tx.execute(sql`insert into ledger_transfer (idempotency_key, debit_account_id,
        credit_account_id, amount, type, reason) values ('back', ${subAccountFor(escrow, members[1] ?? '')},
        ${escrow}, ${held}, 'transfer', 'As before the split')`);
      await tx.execute(sql`update ledger_account set balance = balance - ${held}
        where id = ${subAccountFor(escrow, members[1] ?? '')}`);
      await tx.execute(
        sql`update ledger_account set balance = balance + ${held} where id = ${escrow}`,
      );
    });
    const migration = readFileSync('drizzle/0017_hot_account_sub_accounts.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) {
      await h.db.execute(sql.raw(statement));
    }
    expect((await balances(escrow)).get(subAccountFor(escrow, members[1] ?? ''))).toBe(held);
    expect((await balances(escrow)).get(escrow)).toBe(
      (vaults[0]?.amount ?? 0n) + (vaults[0]?.reward ?? 0n),
    );
    const [split] = await h.db
      .select()
      .from(ledgerTransfer)
      .where(eq(ledgerTransfer.idempotencyKey, 'escrow-split:4'));
    expect(split).toMatchObject({ debitAccountId: escrow, amount: held, type: 'transfer' });
    // Both vaults still pay out in full.
    for (const [i, m] of members.entries()) {
      const v = vaults[i];
      if (!v) throw new Error('no vault');
      await claimVault(h.db, { userId: m, vaultId: v.id, now: v.unlockAt });
    }
    expect(await accountBalance(h.db, escrow)).toBe(0n);
    const open = await h.db.select().from(vault).where(eq(vault.status, 'active'));
    expect(open).toEqual([]);
  });
});
