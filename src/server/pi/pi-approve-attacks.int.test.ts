/** Approval under attack: a payment that does not pay our order is never approved. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { piBuyer, piLedger } from '@/test/pi-payment-helpers';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import { createTestApp, type TestApp } from '@/test/test-app';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { orderById } from './pi-order-store';

let t: TestApp;
let standIn: PiPlatformStandIn;
beforeAll(async () => {
  const s = await startPiStandInForTests();
  standIn = s.standIn;
  t = await createTestApp({ env: s.env });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
  await standIn.close();
});

/** Approving `paymentId` is refused with `code`; Pi shows it unapproved; nothing credited. */
async function expectRefused(
  buyer: Awaited<ReturnType<typeof piBuyer>>,
  paymentId: string,
  code: string,
) {
  const before = await piLedger(t, buyer.userId);
  const res = await buyer.approve(paymentId);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json()).toMatchObject({ error: { code } });
  expect(standIn.control.payment(paymentId).status.developer_approved).toBe(false);
  expect(await piLedger(t, buyer.userId)).toEqual({ ...before, piTransfers: 0, wallet: 0n });
}

describe('Pi approval refuses a payment that does not pay the order', () => {
  it('another amount', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order, { amount: 0.5 });
    await expectRefused(b, p.identifier, 'PI_PAYMENT_MISMATCH');
    const row = await orderById(t.database.db, order.orderId);
    expect(row).toMatchObject({ status: 'created', paymentId: null });
    expect(row?.lastError).toMatch(/amount/);
  });

  it('another Pi user paying with this user’s order id', async () => {
    const owner = await piBuyer(t, standIn);
    const thief = await piBuyer(t, standIn);
    const order = await owner.order('2');
    const p = thief.pay(order);
    // The thief's own session: the order is not theirs.
    await expectRefused(thief, p.identifier, 'PI_PAYMENT_MISMATCH');
    // The owner's session: the payer is another Pi user.
    await expectRefused(owner, p.identifier, 'PI_PAYMENT_MISMATCH');
    expect(await orderById(t.database.db, order.orderId)).toMatchObject({ status: 'created' });
  });

  it('an app-to-user payment', async () => {
    const b = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'), { direction: 'app_to_user' });
    await expectRefused(b, p.identifier, 'PI_PAYMENT_MISMATCH');
  });

  it('a payment on another network', async () => {
    const b = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'), { network: 'Pi Network' });
    await expectRefused(b, p.identifier, 'PI_PAYMENT_MISMATCH');
  });

  it('a payment naming no order, or an order that does not exist', async () => {
    const b = await piBuyer(t, standIn);
    const none = standIn.control.createPayment(b.pioneer.accessToken, {
      amount: 1,
      memo: 'Buy 20 QTT with 1 Pi',
      metadata: { type: 'qtt_exchange', timestamp: Date.now() },
    });
    await expectRefused(b, none.identifier, 'PI_PAYMENT_MISMATCH');
    standIn.control.userCancel(none.identifier);
    const made = b.pay(await b.order('1'), {
      metadata: { type: 'qtt_exchange', timestamp: 1, orderId: 'f'.repeat(32) },
    });
    await expectRefused(b, made.identifier, 'PI_PAYMENT_MISMATCH');
  });

  it('another memo or metadata type than the order’s', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order, { memo: 'Something else' });
    await expectRefused(b, p.identifier, 'PI_PAYMENT_MISMATCH');
    standIn.control.userCancel(p.identifier);
    const q = b.pay(order, { metadata: { ...order.payment.metadata, type: 'test_payment' } });
    await expectRefused(b, q.identifier, 'PI_PAYMENT_MISMATCH');
  });

  it('a second payment for an order another payment claimed', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const first = b.pay(order);
    expect((await b.approve(first.identifier)).statusCode).toBe(200);
    const txid = standIn.control.submitTransaction(first.identifier);
    // Pi allows one open payment per user: complete the first, then try the order again.
    const done = await b.complete(first.identifier, txid);
    expect(done.statusCode, done.body).toBe(200);
    const second = b.pay(order);
    const before = await piLedger(t, b.userId);
    const res = await b.approve(second.identifier);
    expect(res.json()).toMatchObject({ error: { code: 'PI_PAYMENT_MISMATCH' } });
    expect(standIn.control.payment(second.identifier).status.developer_approved).toBe(false);
    expect(await piLedger(t, b.userId)).toEqual(before);
    expect(before.piTransfers).toBe(1);
  });

  it('a cancelled payment', async () => {
    const b = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'));
    standIn.control.userCancel(p.identifier);
    await expectRefused(b, p.identifier, 'PI_PAYMENT_CANCELLED');
  });
});

describe('Pi access tokens and identities', () => {
  it('a forged or expired bearer token is 401 and approves nothing', async () => {
    const b = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'));
    const forged = await b.approve(p.identifier, { authorization: 'Bearer forged-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'PI_TOKEN_INVALID' } });
    standIn.control.expireToken(b.pioneer.accessToken);
    const expired = await b.approve(p.identifier, {
      authorization: `Bearer ${b.pioneer.accessToken}`,
    });
    expect(expired.statusCode).toBe(401);
    expect(standIn.control.payment(p.identifier).status.developer_approved).toBe(false);
  });

  it('another Pi user’s live token is 401; the account’s own is accepted', async () => {
    const b = await piBuyer(t, standIn);
    const other = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'));
    const res = await b.approve(p.identifier, {
      authorization: `Bearer ${other.pioneer.accessToken}`,
    });
    expect(res.statusCode).toBe(401);
    const fresh = standIn.control.signUpPioneer(b.pioneer.username);
    const ok = await b.approve(p.identifier, { authorization: `Bearer ${fresh.accessToken}` });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(standIn.control.payment(p.identifier).status.developer_approved).toBe(true);
  });

  it('an order needs a signed-in account with a linked Pi identity', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/pi-orders',
      payload: { amount: '1', type: 'qtt_exchange' },
      headers: { origin: 'http://localhost:3000' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('at most 5 orders in 10 minutes per user', async () => {
    const b = await piBuyer(t, standIn);
    for (let i = 0; i < 5; i++) await b.order('0.5');
    const res = await b.post('/api/pi-orders', { amount: '0.5', type: 'qtt_exchange' });
    expect(res.statusCode).toBe(429);
  });

  it('the test payment is 0.001 Pi and buys 0.02 QTT', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('0.001', 'test_payment');
    expect(order).toMatchObject({ amountPi: '0.001', qtt: '0.02' });
    expect(order.payment).toMatchObject({ amount: 0.001, memo: 'QTN test payment' });
    const res = await b.post('/api/pi-orders', { amount: '1', type: 'test_payment' });
    expect(res.statusCode).toBe(422);
  });
});
