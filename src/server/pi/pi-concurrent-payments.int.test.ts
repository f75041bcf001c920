/**
 * A pioneer's second payment, as the Pi SDK reference says it goes ("concurrent
 * payments"): an open payment without a blockchain transaction is cancelled by the new
 * one; one with a transaction blocks it and is the "incomplete" payment found at sign-in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOf, piBuyer, piLedger, qttUnits } from '@/test/pi-payment-helpers';
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

describe("a pioneer's new payment", () => {
  it('cancels the open one without a transaction; QTN pays the new one once and lets the old go', async () => {
    const b = await piBuyer(t, standIn);
    const first = await b.order('1');
    const p1 = b.pay(first);
    expect((await b.approve(p1.identifier)).statusCode).toBe(200);
    const second = await b.order('2');
    const p2 = b.pay(second);
    expect(standIn.control.payment(p1.identifier).status.cancelled).toBe(true);
    // Not incomplete (no transaction): nothing for the SDK to report at sign-in.
    expect(standIn.control.incompleteFor(b.pioneer.uid)).toBeNull();

    const late = await b.approve(p1.identifier);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('PI_PAYMENT_CANCELLED');
    expect((await b.approve(p2.identifier)).statusCode).toBe(200);
    const txid = standIn.control.submitTransaction(p2.identifier);
    expect(paymentOf(await b.complete(p2.identifier, txid))).toMatchObject({
      status: 'completed',
      credited: '40',
    });
    // The cancelled one settles as cancelled here too (the SDK or an admin's Retry asks).
    expect(paymentOf(await b.incomplete(p1.identifier)).status).toBe('cancelled');
    expect(await orderById(t.database.db, first.orderId)).toMatchObject({ status: 'cancelled' });
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(40), piTransfers: 1 });
  });

  it('is refused while one with a transaction is open; that one is the incomplete payment, completed once', async () => {
    const b = await piBuyer(t, standIn);
    const { paymentId, txid } = await b.approvedPayment('1');
    expect(standIn.control.incompleteFor(b.pioneer.uid)?.identifier).toBe(paymentId);
    const next = await b.order('1');
    expect(() => b.pay(next)).toThrow(/must be completed first/);
    expect(standIn.control.payment(paymentId).status.cancelled).toBe(false);

    const found = await b.incomplete(paymentId);
    expect(paymentOf(found)).toMatchObject({ status: 'completed', txid, credited: '20' });
    expect(standIn.control.incompleteFor(b.pioneer.uid)).toBeNull();
    const p = b.pay(next);
    expect((await b.approve(p.identifier)).statusCode).toBe(200);
    expect(await piLedger(t, b.userId)).toMatchObject({ wallet: qttUnits(20), piTransfers: 1 });
  });
});
