/** Completion under attack: one Pi payment credits its order's QTT once, and only then. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '@/test/admin-helpers';
import { paymentOf, piBuyer, piLedger, qttUnits } from '@/test/pi-payment-helpers';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import { createTestApp, type TestApp } from '@/test/test-app';
import { reconcileLedger } from '../ledger/reconcile-ledger';

let t: TestApp;
let standIn: PiPlatformStandIn;
beforeAll(async () => {
  // Dozens of parallel calls on a busy machine: a time-out here would be the test's, not Pi's.
  // With 10 s, four of 50 parallel completes answered 503 beside the browser tests (CI run 67
  // here): the most the configuration allows.
  const s = await startPiStandInForTests({ timeoutMs: 60_000 });
  standIn = s.standIn;
  t = await createTestApp({ env: s.env });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
  await standIn.close();
});

describe('Pi completion', () => {
  it('credits 20 QTT per Pi once, from clearing:pi, and completes it at Pi', async () => {
    const b = await piBuyer(t, standIn);
    const admin = await signedInAdmin(t);
    const issued = async () =>
      Number(
        (await admin.get('/api/admin/ledger/summary')).json<{ pools: { issued: string } }>().pools
          .issued,
      );
    const issuedBefore = await issued();
    const { paymentId, txid, order } = await b.approvedPayment('1.5');
    const before = await piLedger(t, b.userId);
    const res = await b.complete(paymentId, txid);
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentOf(res)).toMatchObject({
      orderId: order.orderId,
      paymentId,
      status: 'completed',
      amountPi: '1.5',
      qtt: '30',
      credited: '30',
      txid,
      lastError: null,
    });
    expect(standIn.control.payment(paymentId).status.developer_completed).toBe(true);
    expect(await piLedger(t, b.userId)).toEqual({
      wallet: qttUnits(30),
      clearing: before.clearing - qttUnits(30),
      piTransfers: 1,
    });
    // The admin's summary counts QTT sold for Pi as issued (clearing:pi is negative by it).
    expect(await issued()).toBe(issuedBefore + 30);
  });

  it('a wrong or missing txid is refused and credits nothing', async () => {
    const b = await piBuyer(t, standIn);
    const { paymentId, txid } = await b.approvedPayment('1');
    const wrong = await b.complete(paymentId, 'a'.repeat(64));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { code: 'PI_PAYMENT_MISMATCH' } });
    const missing = await b.post('/api/pi-payment-complete', { paymentId });
    expect(missing.statusCode).toBe(400);
    const empty = await b.complete(paymentId, '');
    expect(empty.statusCode).toBe(400);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
    expect(standIn.control.payment(paymentId).status.developer_completed).toBe(false);
    // The right txid still completes it.
    expect((await b.complete(paymentId, txid)).statusCode).toBe(200);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });

  it('no transaction yet, or not approved: refused, nothing credited', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order);
    const early = await b.complete(p.identifier, 'x'.repeat(64));
    expect(early.statusCode).toBe(404);
    expect((await b.approve(p.identifier)).statusCode).toBe(200);
    const noTx = await b.complete(p.identifier, 'x'.repeat(64));
    expect(noTx.statusCode).toBe(409);
    expect(noTx.json()).toMatchObject({ error: { code: 'PI_PAYMENT_NOT_READY' } });
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
  });

  it('another user cannot complete someone’s payment', async () => {
    const b = await piBuyer(t, standIn);
    const other = await piBuyer(t, standIn);
    const { paymentId, txid } = await b.approvedPayment('1');
    const res = await other.complete(paymentId, txid);
    expect(res.statusCode).toBe(404);
    expect(await piLedger(t, other.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
  });

  it('the SDK’s repeated approve and complete callbacks answer the same, one credit', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('2');
    const p = b.pay(order);
    const approvals = [];
    for (let i = 0; i < 3; i++) approvals.push(await b.approve(p.identifier));
    expect(approvals.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(approvals.map((r) => paymentOf(r).status)).toEqual(['approved', 'approved', 'approved']);
    const txid = standIn.control.submitTransaction(p.identifier);
    const completions = [];
    for (let i = 0; i < 3; i++) completions.push(await b.complete(p.identifier, txid));
    expect(completions.map((r) => paymentOf(r).status)).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
    // An approval callback arriving late answers the completed order.
    expect(paymentOf(await b.approve(p.identifier)).status).toBe('completed');
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(40), piTransfers: 1 });
  });

  it('10 parallel approvals and 50 parallel completes: one claim, one credit', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order);
    const approvals = await Promise.all(Array.from({ length: 10 }, () => b.approve(p.identifier)));
    expect(
      approvals.map((r) => r.statusCode).filter((s) => s !== 200),
      approvals.map((r) => r.body).join(),
    ).toEqual([]);
    const txid = standIn.control.submitTransaction(p.identifier);
    const before = await piLedger(t, b.userId);
    const all = await Promise.all(Array.from({ length: 50 }, () => b.complete(p.identifier, txid)));
    expect(
      all.map((r) => r.statusCode).filter((s) => s !== 200),
      all.map((r) => r.body).join(),
    ).toEqual([]);
    expect(all.every((r) => paymentOf(r).credited === '20')).toBe(true);
    expect(await piLedger(t, b.userId)).toEqual({
      wallet: qttUnits(20),
      clearing: before.clearing - qttUnits(20),
      piTransfers: 1,
    });
  });

  it('the browser cannot name the credited amount anywhere', async () => {
    const b = await piBuyer(t, standIn);
    const made = await b.post('/api/pi-orders', {
      amount: '1',
      type: 'qtt_exchange',
      qtt: '1000000',
      credited: '1000000',
      userId: b.userId,
    });
    expect(made.statusCode).toBe(201);
    const order = made.json() as { orderId: string; qtt: string; payment: object };
    expect(order.qtt).toBe('20');
    const p = b.pay(order as Parameters<typeof b.pay>[0]);
    await b.post('/api/pi-payment-approve', { paymentId: p.identifier, amount: 50, qtt: '999' });
    const txid = standIn.control.submitTransaction(p.identifier);
    const res = await b.post('/api/pi-payment-complete', {
      paymentId: p.identifier,
      txid,
      amount: '1000',
      qtt: '1000',
      credited: '1000',
    });
    expect(paymentOf(res).credited).toBe('20');
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });

  it('lists the user’s payments newest first, and the wallet shows the purchase', async () => {
    const b = await piBuyer(t, standIn);
    const { paymentId, txid } = await b.approvedPayment('1');
    await b.complete(paymentId, txid);
    await b.order('0.5');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/pi-payments',
      headers: { cookie: b.cookie },
    });
    const payments = (list.json() as { payments: { status: string; paymentId: string }[] })
      .payments;
    expect(payments.map((p) => p.status)).toEqual(['created', 'completed']);
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/api/wallet/transactions?filter=received',
      headers: { cookie: b.cookie },
    });
    expect(wallet.json()).toMatchObject({
      items: [{ type: 'pi', direction: 'in', amount: '20', sourceId: paymentId }],
    });
  });
});
