import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage, VaultView } from '@/domain/api/wallet';
import { qtt } from '@/domain/money/qtt';
import { transactionKind } from '@/domain/wallet/transaction-kind';
import { signedInUser } from '@/test/admin-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { withTransaction } from '../db/transaction';
import { grantQtt } from '../ledger/grant-qtt';
import { ensureWallet, systemAccounts } from '../ledger/ledger-accounts';
import { postTransfer } from '../ledger/post-transfer';
import { reconcileLedger } from '../ledger/reconcile-ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ENABLE_TEST_ROUTES: 'true' } });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

describe('the transaction filter agrees with each item’s label', () => {
  it('grants and vault payouts are received, activity is earned, money out is sent', async () => {
    const me = await signedInUser(t);
    const { cookie } = me;
    const db = t.database.db;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { cookie, origin: testOrigin } });

    await withTransaction(db, (tx) =>
      grantQtt(tx, {
        userId: me.id,
        amount: qtt(100),
        reason: 'Grant',
        idempotencyKey: `g:${me.id}`,
      }),
    );
    await withTransaction(db, async (tx) =>
      postTransfer(tx, {
        debit: systemAccounts.rewardPool,
        credit: await ensureWallet(tx, me.id),
        amount: qtt(1),
        type: 'watch',
        reason: 'Watch reward',
        idempotencyKey: `w:${me.id}`,
      }),
    );
    const claimed = (
      await call('POST', '/api/vaults', { amount: '10', durationDays: 7 })
    ).json() as VaultView;
    expect((await call('POST', `/api/test/vaults/${claimed.id}/unlock`)).statusCode).toBe(200);
    expect((await call('POST', `/api/vaults/${claimed.id}/claim`)).statusCode).toBe(200);
    const withdrawn = (
      await call('POST', '/api/vaults', { amount: '20', durationDays: 7 })
    ).json() as VaultView;
    expect((await call('POST', `/api/vaults/${withdrawn.id}/withdraw`)).statusCode).toBe(200);

    const list = async (filter: string) =>
      ((await call('GET', `/api/wallet/transactions?filter=${filter}`)).json() as TransactionPage)
        .items;
    const reasons = async (filter: string) => (await list(filter)).map((i) => i.reason);

    expect(await reasons('received')).toEqual(['Vault withdrawn early', 'Vault claimed', 'Grant']);
    expect(await reasons('earned')).toEqual(['Watch reward']);
    expect(await reasons('sent')).toEqual(['Vault locked', 'Vault locked']);
    for (const item of await list('all')) {
      const kind = transactionKind(item);
      expect(await reasons(kind)).toContain(item.reason);
    }
  });
});
