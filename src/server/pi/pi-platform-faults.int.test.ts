/** A Pi Platform that fails: nothing is credited by a failure, and every step is retryable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOf, piBuyer, piLedger, qttUnits } from '@/test/pi-payment-helpers';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import { createTestApp, type TestApp } from '@/test/test-app';
import { reconcileLedger } from '../ledger/reconcile-ledger';
import { orderById } from './pi-order-store';

let t: TestApp;
let standIn: PiPlatformStandIn;
beforeAll(async () => {
  // Each hung call costs the time-out; 2 s still lets an answered call through on a busy machine.
  const s = await startPiStandInForTests({ timeoutMs: 2_000 });
  standIn = s.standIn;
  t = await createTestApp({ env: s.env });
});
afterAll(async () => {
  expect((await reconcileLedger(t.database.db)).ok).toBe(true);
  await t.close();
  await standIn.close();
});

const faults = [500, 'timeout'] as const;

describe.each(faults)('a Pi Platform answering %s', (status) => {
  it('during approve: 503, nothing approved, and the next callback approves', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    const p = b.pay(order);
    standIn.control.failNext({ status, times: 1, path: /\/payments\/[^/]+$/ });
    // The read fails first: nothing claimed.
    const first = await b.approve(p.identifier);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({ error: { code: 'PI_PLATFORM_UNAVAILABLE' } });
    expect(standIn.control.payment(p.identifier).status.developer_approved).toBe(false);
    // The read works, the approve call fails: claimed, unapproved, lastError kept.
    standIn.control.failNext({ status, times: 1, path: /\/approve$/ });
    const second = await b.approve(p.identifier);
    expect(second.statusCode).toBe(503);
    expect(standIn.control.payment(p.identifier).status.developer_approved).toBe(false);
    expect(await orderById(t.database.db, order.orderId)).toMatchObject({
      status: 'approved',
      paymentId: p.identifier,
    });
    expect((await orderById(t.database.db, order.orderId))?.lastError).toBeTruthy();
    const third = await b.approve(p.identifier);
    expect(third.statusCode, third.body).toBe(200);
    expect(paymentOf(third)).toMatchObject({ status: 'approved', lastError: null });
    expect(standIn.control.payment(p.identifier).status.developer_approved).toBe(true);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
    const txid = standIn.control.submitTransaction(p.identifier);
    expect((await b.complete(p.identifier, txid)).statusCode).toBe(200);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });

  it('while completion re-reads the payment: 503, no credit, the retry credits once', async () => {
    const b = await piBuyer(t, standIn);
    const { paymentId, txid } = await b.approvedPayment('1');
    standIn.control.failNext({ status, times: 1, path: /\/payments\/[^/]+$/ });
    const failed = await b.complete(paymentId, txid);
    expect(failed.statusCode).toBe(503);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
    const retried = await b.complete(paymentId, txid);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });

  it('on Pi’s complete call: credited once, kept retryable, then completed at Pi', async () => {
    const b = await piBuyer(t, standIn);
    const { paymentId, txid, order } = await b.approvedPayment('1');
    const before = await piLedger(t, b.userId);
    // The call fails; the re-read after it shows it did not land.
    standIn.control.failNext({ status, times: 1, path: /\/complete$/ });
    const failed = await b.complete(paymentId, txid);
    expect(failed.statusCode).toBe(503);
    expect(standIn.control.payment(paymentId).status.developer_completed).toBe(false);
    const row = await orderById(t.database.db, order.orderId);
    expect(row).toMatchObject({ status: 'completed', txid });
    expect(row?.lastError).toBeTruthy();
    expect(await piLedger(t, b.userId)).toEqual({
      wallet: qttUnits(20),
      clearing: before.clearing - qttUnits(20),
      piTransfers: 1,
    });
    const retried = await b.complete(paymentId, txid);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(paymentOf(retried)).toMatchObject({ status: 'completed', lastError: null });
    expect(standIn.control.payment(paymentId).status.developer_completed).toBe(true);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });
});

describe('an unknown payment id', () => {
  const made = 'made-up-payment-id';
  it('answers approve, complete and incomplete with 404 PI_PAYMENT_NOT_FOUND, and changes nothing', async () => {
    const b = await piBuyer(t, standIn);
    const order = await b.order('1');
    for (const res of [
      await b.approve(made),
      await b.complete(made, 'f'.repeat(64)),
      await b.incomplete(made),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('PI_PAYMENT_NOT_FOUND');
    }
    expect(await orderById(t.database.db, order.orderId)).toMatchObject({
      status: 'created',
      paymentId: null,
      lastError: null,
    });
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: 0n, piTransfers: 0 });
  });

  it('on incomplete, answers exactly as for another pioneer’s payment', async () => {
    const b = await piBuyer(t, standIn);
    const other = await piBuyer(t, standIn);
    const theirs = other.pay(await other.order('1'));
    const unknown = await b.incomplete(made);
    const notMine = await b.incomplete(theirs.identifier);
    expect(notMine.statusCode).toBe(unknown.statusCode);
    expect(notMine.body).toBe(unknown.body);
  });

  it('still answers 503 when the Pi Platform is down, and 502 when its answer is garbled', async () => {
    const b = await piBuyer(t, standIn);
    const p = b.pay(await b.order('1'));
    for (const [status, code, http] of [
      [500, 'PI_PLATFORM_UNAVAILABLE', 503],
      ['timeout', 'PI_PLATFORM_UNAVAILABLE', 503],
      ['garbled', 'PI_PLATFORM_FAILED', 502],
    ] as const) {
      standIn.control.failNext({ status, times: 1, path: /\/payments\/[^/]+$/ });
      const res = await b.approve(p.identifier);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(http);
      expect(res.json().error.code).toBe(code);
    }
    expect((await b.approve(p.identifier)).statusCode).toBe(200);
  });
});
