import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WalletSummary } from '@/domain/api/wallet';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).cookie;
});
afterAll(() => t.close());

const asAdmin = (
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { cookie: admin, origin: testOrigin, ...headers },
  });

describe('admin ledger', () => {
  it('grants and corrects a balance with a reason that names the admin, once per key', async () => {
    const me = await signedInUser(t);
    const { user: u, cookie } = me;
    const key = { 'idempotency-key': 'grant-0000-0001' };
    const grant = {
      userId: me.id,
      amount: '25.5',
      direction: 'grant',
      reason: 'Support ticket 42',
    };
    expect((await asAdmin('POST', '/api/admin/ledger/adjustments', grant, key)).statusCode).toBe(
      201,
    );
    expect((await asAdmin('POST', '/api/admin/ledger/adjustments', grant, key)).statusCode).toBe(
      200,
    );
    const fix = { userId: me.id, amount: '5.5', direction: 'deduct', reason: 'Duplicate reward' };
    expect((await asAdmin('POST', '/api/admin/ledger/adjustments', fix)).statusCode).toBe(201);
    const wallet = (
      await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie } })
    ).json() as WalletSummary;
    expect(wallet.balance).toBe('20');

    const tooMuch = { ...fix, amount: '100' };
    expect((await asAdmin('POST', '/api/admin/ledger/adjustments', tooMuch)).statusCode).toBe(422);
    const noReason = { ...grant, reason: '' };
    expect((await asAdmin('POST', '/api/admin/ledger/adjustments', noReason)).statusCode).toBe(400);

    const list = (
      await asAdmin('GET', `/api/admin/ledger?q=${encodeURIComponent(u.email)}`)
    ).json();
    expect(list.items.map((i: { reason: string }) => i.reason)).toEqual([
      'Admin correction: Duplicate reward',
      'Admin grant: Support ticket 42',
    ]);
    expect(list.items[0].createdBy).toBeTruthy();
  });

  it('funds the reward pool and reports balances and reconciliation', async () => {
    const before = (await asAdmin('GET', '/api/admin/ledger/summary')).json();
    const res = await asAdmin('POST', '/api/admin/ledger/fund-pool', {
      amount: '1000',
      reason: 'Q3 budget',
    });
    expect(res.statusCode).toBe(201);
    const after = (await asAdmin('GET', '/api/admin/ledger/summary')).json();
    expect(Number(after.pools.reward) - Number(before.pools.reward)).toBe(1000);
    expect(after.reconciliation).toMatchObject({ ok: true, mismatches: [] });
  });
});
