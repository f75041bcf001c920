/** Payments left half-done: resolved at sign-in, or by an admin's Retry / Cancel. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PiAdminActionResponse, StuckPiPayment } from '@/domain/api/pi';
import { signedInAdmin } from '@/test/admin-helpers';
import { paymentOf, piBuyer, piLedger, qttUnits } from '@/test/pi-payment-helpers';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createPiPlatformClient } from '../integrations/pi/pi-platform-client';
import { reconcileLedger } from '../ledger/reconcile-ledger';

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

describe('an incomplete payment found at sign-in', () => {
  it('with a verified transaction: completed once, however often it is reported', async () => {
    const b = await piBuyer(t, standIn);
    const { paymentId, txid } = await b.approvedPayment('1');
    const first = await b.incomplete(paymentId);
    expect(first.statusCode, first.body).toBe(200);
    expect(paymentOf(first)).toMatchObject({ status: 'completed', txid, credited: '20' });
    expect(paymentOf(await b.incomplete(paymentId)).status).toBe('completed');
    expect(standIn.control.payment(paymentId).status.developer_completed).toBe(true);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });

  it('approved at Pi while our claim was lost: checked, claimed and completed once', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order);
    // Approved behind QTN's back (our order is still 'created', no payment id on it).
    const direct = createPiPlatformClient({
      baseUrl: standIn.url,
      apiKey: standIn.apiKey,
      timeoutMs: 5_000,
    });
    await direct.approve(p.identifier);
    const txid = standIn.control.submitTransaction(p.identifier);
    const res = await b.incomplete(p.identifier);
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentOf(res)).toMatchObject({ orderId: order.orderId, status: 'completed', txid });
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });

  it('with a transaction but another amount than its order: refused, nothing credited', async () => {
    const b = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'), { amount: 5 });
    const direct = createPiPlatformClient({
      baseUrl: standIn.url,
      apiKey: standIn.apiKey,
      timeoutMs: 5_000,
    });
    await direct.approve(p.identifier);
    standIn.control.submitTransaction(p.identifier);
    const res = await b.incomplete(p.identifier);
    expect(res.statusCode).toBe(422);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
  });

  it('without a transaction: cancelled at Pi and here, nothing credited', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order);
    expect((await b.approve(p.identifier)).statusCode).toBe(200);
    const res = await b.incomplete(p.identifier);
    expect(res.statusCode, res.body).toBe(200);
    expect(paymentOf(res)).toMatchObject({ orderId: order.orderId, status: 'cancelled' });
    expect(standIn.control.payment(p.identifier).status.cancelled).toBe(true);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
    // The user's next payment is no longer blocked.
    expect(() => b.pay(order)).not.toThrow();
  });

  it('another Pi user’s payment is not found and is left alone', async () => {
    const b = await piBuyer(t, standIn);
    const other = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'));
    const res = await other.incomplete(p.identifier);
    expect(res.statusCode).toBe(404);
    expect(standIn.control.payment(p.identifier).status.cancelled).toBe(false);
  });
});

describe('stuck payments, for admins', () => {
  it('lists what is not completed in time, with Pi’s state; Retry completes once', async () => {
    const admin = await signedInAdmin(t);
    const b = await piBuyer(t, standIn);
    const { paymentId, txid, order } = await b.approvedPayment('2');
    const fresh = await b.order('1');
    t.clock.shiftMs += 301_000;
    try {
      const res = await admin.get('/api/admin/pi-payments/stuck');
      expect(res.statusCode, res.body).toBe(200);
      const stuck = (res.json() as { payments: StuckPiPayment[] }).payments;
      const mine = stuck.filter((s) => s.userId === b.userId);
      expect(mine.map((s) => s.orderId).sort()).toEqual([order.orderId, fresh.orderId].sort());
      expect(mine.find((s) => s.orderId === order.orderId)).toMatchObject({
        status: 'approved',
        platform: { developerApproved: true, transactionVerified: true, txid },
        platformError: null,
      });
      expect(mine.find((s) => s.orderId === fresh.orderId)).toMatchObject({ platform: null });

      const retry = await admin.post(`/api/admin/pi-payments/${order.orderId}/retry`);
      expect(retry.statusCode, retry.body).toBe(200);
      expect((retry.json() as PiAdminActionResponse).payment.status).toBe('completed');
      await admin.post(`/api/admin/pi-payments/${order.orderId}/retry`);
      expect(await b.complete(paymentId, txid)).toMatchObject({ statusCode: 200 });
      expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(40), piTransfers: 1 });

      const left = (await admin.get('/api/admin/pi-payments/stuck')).json() as {
        payments: StuckPiPayment[];
      };
      expect(left.payments.filter((s) => s.userId === b.userId).map((s) => s.orderId)).toEqual([
        fresh.orderId,
      ]);
    } finally {
      t.clock.shiftMs -= 301_000;
    }
  });

  it('a failed ask of the Pi Platform shows as platformError', async () => {
    const admin = await signedInAdmin(t);
    const b = await piBuyer(t, standIn);
    const { order, paymentId } = await b.approvedPayment('1');
    t.clock.shiftMs += 301_000;
    try {
      standIn.control.failNext({ status: 500, times: 1, path: new RegExp(`${paymentId}$`) });
      const res = await admin.get('/api/admin/pi-payments/stuck');
      const row = (res.json() as { payments: StuckPiPayment[] }).payments.find(
        (s) => s.orderId === order.orderId,
      );
      expect(row).toMatchObject({ platform: null });
      expect(row?.platformError).toBeTruthy();
    } finally {
      t.clock.shiftMs -= 301_000;
    }
  });

  it('Retry approves what Pi has not; Cancel cancels what was never paid', async () => {
    const admin = await signedInAdmin(t);
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order);
    standIn.control.failNext({ status: 500, times: 1, path: /\/approve$/ });
    expect((await b.approve(p.identifier)).statusCode).toBe(503);
    const retry = await admin.post(`/api/admin/pi-payments/${order.orderId}/retry`);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(standIn.control.payment(p.identifier).status.developer_approved).toBe(true);
    const cancel = await admin.post(`/api/admin/pi-payments/${order.orderId}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((cancel.json() as PiAdminActionResponse).payment.status).toBe('cancelled');
    expect(standIn.control.payment(p.identifier).status.cancelled).toBe(true);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
  });

  it('Cancel is refused once credited or once the user paid on chain', async () => {
    const admin = await signedInAdmin(t);
    const b = await piBuyer(t, standIn);
    const paid = await b.approvedPayment('1');
    const onChain = await admin.post(`/api/admin/pi-payments/${paid.order.orderId}/cancel`);
    expect(onChain.statusCode).toBe(409);
    await b.complete(paid.paymentId, paid.txid);
    const credited = await admin.post(`/api/admin/pi-payments/${paid.order.orderId}/cancel`);
    expect(credited.statusCode).toBe(409);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });

  it('is for admins only, and checks the order id', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const asUser = await b.post(`/api/admin/pi-payments/${order.orderId}/cancel`, {});
    expect(asUser.statusCode).toBe(403);
    const admin = await signedInAdmin(t);
    expect((await admin.post('/api/admin/pi-payments/nope/retry')).statusCode).toBe(400);
    expect((await admin.post(`/api/admin/pi-payments/${'0'.repeat(32)}/retry`)).statusCode).toBe(
      404,
    );
  });
});

describe('with Pi off', () => {
  it('every Pi payment route answers 503 PI_NOT_CONFIGURED', async () => {
    const off = await createTestApp();
    try {
      for (const url of ['/api/pi-orders', '/.netlify/functions/pi-payment-approve']) {
        const res = await off.app.inject({ method: 'POST', url, payload: {} });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ error: { code: 'PI_NOT_CONFIGURED' } });
      }
    } finally {
      await off.close();
    }
  });
});
