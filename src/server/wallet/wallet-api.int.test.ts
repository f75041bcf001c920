import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionPage, VaultList, VaultView, WalletSummary } from '@/domain/api/wallet';
import { formatQtt, parseQtt, qtt, unitsToDecimal } from '@/domain/money/qtt';
import { maxVaultAmount } from '@/domain/vaults/reservation-cap';
import { signedInUser } from '@/test/admin-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { vault } from '../db/schema';
import { grantQtt } from '../ledger/grant-qtt';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { withTransaction } from '../db/transaction';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ENABLE_TEST_ROUTES: 'true' } });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
});

async function member(grant = 500) {
  const me = await signedInUser(t);
  const { cookie } = me;
  if (grant)
    await withTransaction(t.database.db, (tx) =>
      grantQtt(tx, {
        userId: me.id,
        amount: qtt(grant),
        reason: 'Test grant',
        idempotencyKey: `g:${me.id}`,
      }),
    );
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url, payload, headers: { cookie, origin: testOrigin, ...headers } });
  return { id: me.id, call };
}

describe('wallet API', () => {
  it('needs a session', async () => {
    for (const url of [
      '/api/wallet',
      '/api/wallet/balance',
      '/api/wallet/transactions',
      '/api/vaults',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('shows the ledger balance and a paged transaction list', async () => {
    const m = await member(500);
    for (let i = 0; i < 3; i++)
      await m.call('POST', '/api/vaults', { amount: '10', durationDays: 7 });
    const wallet = (await m.call('GET', '/api/wallet')).json() as WalletSummary;
    expect(wallet.balance).toBe('470');
    // The header's balance is the same ledger figure.
    expect((await m.call('GET', '/api/wallet/balance')).json()).toEqual({ balance: '470' });
    const first = (
      await m.call('GET', '/api/wallet/transactions?limit=2')
    ).json() as TransactionPage;
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({
      direction: 'out',
      amount: '10',
      reason: 'Vault locked',
    });
    const rest = (
      await m.call('GET', `/api/wallet/transactions?limit=10&before=${first.nextBefore}`)
    ).json() as TransactionPage;
    expect(rest.items.map((i) => i.reason)).toEqual(['Vault locked', 'Test grant']);
    expect(rest.nextBefore).toBeNull();
    // A grant is received, not earned: earned is money for the person's own activity.
    const received = (
      await m.call('GET', '/api/wallet/transactions?filter=received')
    ).json() as TransactionPage;
    expect(received.items.map((i) => i.reason)).toEqual(['Test grant']);
    const sent = (
      await m.call('GET', '/api/wallet/transactions?filter=sent')
    ).json() as TransactionPage;
    expect(sent.items).toHaveLength(3);
    const future = (
      await m.call('GET', '/api/wallet/transactions?from=2999-01-01')
    ).json() as TransactionPage;
    expect(future.items).toHaveLength(0);
  });
});

describe('vault API: forged and out-of-range input writes nothing', () => {
  it.each([
    [{ amount: '9.99', durationDays: 30 }, 'Minimum amount is 10 QTT'],
    [{ amount: '10.001', durationDays: 30 }, 'Use at most 2 decimal places.'],
    [{ amount: '-50', durationDays: 30 }, 'Enter an amount such as 12.50.'],
    [{ amount: '99999999999999999999', durationDays: 30 }, 'Enter an amount such as 12.50.'],
    [{ amount: 'lots', durationDays: 30 }, 'Enter an amount such as 12.50.'],
    [{ amount: 50, durationDays: 30 }, 'Enter the amount as text'],
    [{ amount: '50', durationDays: 6 }, 'Lock for at least 7 days.'],
    [{ amount: '50', durationDays: 366 }, 'Lock for at most 365 days.'],
  ])('%o → 400', async (payload, message) => {
    const m = await member(100);
    const before = (await t.database.db.select().from(vault)).length;
    const res = await m.call('POST', '/api/vaults', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain(message);
    expect((await t.database.db.select().from(vault)).length).toBe(before);
    expect(((await m.call('GET', '/api/wallet')).json() as WalletSummary).balance).toBe('100');
  });

  it('a balance too small is a 422 with a clear message', async () => {
    const m = await member(20);
    const res = await m.call('POST', '/api/vaults', { amount: '25', durationDays: 7 });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Not enough QTT in your wallet for this vault.');
  });

  it('shows the reservation cap, and refuses a vault past it with a 422 naming the most', async () => {
    // The default 10 % of the 1,000,000 QTT pool: about 100,000 QTT of reward, or 100,000 QTT
    // for 180 days (2×). Other tests' vaults move the pool a little, so the figure is read.
    const m = await member(150_000);
    const list = (await m.call('GET', '/api/vaults')).json() as VaultList;
    expect(list.reserveLimit.shareBps).toBe(1_000);
    const headroom = parseQtt(list.reserveLimit.headroom);
    expect(headroom).toBeGreaterThan(qtt(99_000));
    expect(headroom).toBeLessThanOrEqual(qtt(100_000));
    const most = maxVaultAmount(headroom, 20_000);
    if (!most) throw new Error('no room');
    const over = await m.call('POST', '/api/vaults', {
      amount: unitsToDecimal(most + qtt(1) / 100n),
      durationDays: 180,
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toEqual({
      code: 'VAULT_RESERVE_LIMIT',
      message: `You can lock at most ${formatQtt(most)} QTT for 180 days now. Your open vaults may reserve at most 10% of the reward pool.`,
    });
    expect(((await m.call('GET', '/api/wallet')).json() as WalletSummary).balance).toBe('150000');
    const ok = await m.call('POST', '/api/vaults', {
      amount: unitsToDecimal(most),
      durationDays: 180,
    });
    expect(ok.statusCode).toBe(201);
    const after = (await m.call('GET', '/api/vaults')).json() as VaultList;
    // What is left is under a cent: nothing more can be locked.
    expect(parseQtt(after.reserveLimit.headroom)).toBeLessThan(qtt(1) / 100n);
  });

  it('ignores user_id, multiplier and amount_to_credit sent by the client', async () => {
    const m = await member(100);
    const other = await member(0);
    const res = await m.call('POST', '/api/vaults', {
      amount: '10',
      durationDays: 7,
      user_id: other.id,
      userId: other.id,
      multiplier: 9,
      multiplierBps: 90_000,
      reward: '1000',
      amount_to_credit: '1000',
    });
    expect(res.statusCode).toBe(201);
    const v = res.json() as VaultView;
    expect(v).toMatchObject({ multiplierBps: 11_000, reward: '1' });
    expect(((await other.call('GET', '/api/vaults')).json() as VaultList).vaults).toHaveLength(0);
  });

  it("another user's vault is a 404, for claim and for withdraw", async () => {
    const m = await member(100);
    const other = await member(0);
    const v = (
      await m.call('POST', '/api/vaults', { amount: '10', durationDays: 7 })
    ).json() as VaultView;
    for (const action of ['claim', 'withdraw']) {
      const res = await other.call('POST', `/api/vaults/${v.id}/${action}`, {});
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Vault not found');
    }
    expect((await m.call('POST', '/api/vaults/v_nothere/claim', {})).statusCode).toBe(404);
    expect((await m.call('POST', '/api/vaults/../../etc/claim', {})).statusCode).toBe(404);
  });

  it('one Idempotency-Key, one vault; the same key with another amount is refused', async () => {
    const m = await member(100);
    const headers = { 'idempotency-key': 'create-vault-0001' };
    const a = await m.call('POST', '/api/vaults', { amount: '10', durationDays: 7 }, headers);
    const b = await m.call('POST', '/api/vaults', { amount: '10', durationDays: 7 }, headers);
    expect((b.json() as VaultView).id).toBe((a.json() as VaultView).id);
    const c = await m.call('POST', '/api/vaults', { amount: '20', durationDays: 7 }, headers);
    expect(c.statusCode).toBe(422);
    expect(((await m.call('GET', '/api/wallet')).json() as WalletSummary).balance).toBe('90');
  });
});

describe('claiming through the API', () => {
  it('waits for the unlock time on the server clock', async () => {
    const m = await member(100);
    const v = (
      await m.call('POST', '/api/vaults', { amount: '100', durationDays: 30 })
    ).json() as VaultView;
    const early = await m.call('POST', `/api/vaults/${v.id}/claim`, {});
    expect(early.statusCode).toBe(409);
    t.clock.shiftMs = 31 * 86_400_000;
    try {
      const list = (await m.call('GET', '/api/vaults')).json() as VaultList;
      expect(list.vaults[0]?.displayStatus).toBe('ready');
      const claimed = await m.call('POST', `/api/vaults/${v.id}/claim`, {});
      expect(claimed.json()).toMatchObject({ status: 'claimed', payout: '120' });
      expect(((await m.call('GET', '/api/wallet')).json() as WalletSummary).balance).toBe('120');
    } finally {
      t.clock.shiftMs = 0;
    }
  });
});

describe('test-only routes', () => {
  it('need a sign-in, even the clock', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { shiftDays: 1 },
      headers: { origin: testOrigin },
    });
    expect(res.statusCode).toBe(401);
    expect(t.clock.shiftMs).toBe(0);
  });

  it('do not exist unless enabled', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/test/clock',
        payload: { shiftDays: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
