import { describe, expect, it } from 'vitest';
import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import { paymentMismatch } from './check-platform-payment';
import type { PiPaymentRow } from './pi-payment-view';

const order = {
  id: 'a'.repeat(32),
  piUid: 'uid-1',
  type: 'qtt_exchange',
  amountPi: 11_000_000n, // 1.1 Pi
  memo: 'Buy 22 QTT with 1.1 Pi',
} as PiPaymentRow;

const payment = (o: Partial<PiPlatformPayment> = {}): PiPlatformPayment => ({
  identifier: 'p1',
  user_uid: 'uid-1',
  amount: 1.1,
  memo: order.memo,
  metadata: { type: 'qtt_exchange', timestamp: 1, orderId: order.id },
  from_address: 'G1',
  to_address: 'G2',
  direction: 'user_to_app',
  created_at: '2026-11-23T00:00:00Z',
  network: 'Pi Testnet',
  status: {
    developer_approved: false,
    transaction_verified: false,
    developer_completed: false,
    cancelled: false,
    user_cancelled: false,
  },
  transaction: null,
  ...o,
});
const expect_ = { network: 'Pi Testnet' as const, piUid: 'uid-1' };

describe('paymentMismatch', () => {
  it('accepts the order’s own payment, amounts compared to the 7th decimal', () => {
    expect(paymentMismatch(payment(), order, expect_)).toBeNull();
    expect(paymentMismatch(payment({ amount: 1.1000000000000001 }), order, expect_)).toBeNull();
  });

  it.each([
    ['direction', { direction: 'app_to_user' as const }, /from the user/],
    ['network', { network: 'Pi Network' as const }, /Pi Network/],
    ['payer', { user_uid: 'uid-2' }, /another Pi user/],
    ['amount', { amount: 1.1000001 }, /amount/],
    ['memo', { memo: 'Buy 1000 QTT' }, /memo/],
    ['order id', { metadata: { type: 'qtt_exchange', orderId: 'b'.repeat(32) } }, /order/],
    ['type', { metadata: { type: 'test_payment', orderId: order.id } }, /kind/],
  ])('refuses another %s', (_name, change, why) => {
    expect(paymentMismatch(payment(change), order, expect_)).toMatch(why);
  });

  it('refuses when the signed-in account’s Pi uid is not the payer’s', () => {
    expect(paymentMismatch(payment(), order, { ...expect_, piUid: 'uid-9' })).toMatch(/another/);
  });
});
