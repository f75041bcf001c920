// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { piMessages } from '@/domain/pi/pi-messages';
import { fakeFetch } from '@/web/testing/fake-fetch';
import type { PiPaymentCallbacks, PiSdk } from './pi-sdk-types';
import { runPiPayment } from './run-pi-payment';

const order = {
  orderId: 'o1',
  payment: {
    amount: 1,
    memo: 'QTT',
    metadata: { type: 'qtt_exchange', timestamp: 1, orderId: 'o1' },
  },
  amountPi: '1',
  qtt: '20',
};
const payment = {
  orderId: 'o1',
  paymentId: 'p1',
  type: 'qtt_exchange',
  status: 'completed',
  amountPi: '1',
  qtt: '20',
  credited: '20',
  txid: 'tx1',
  createdAt: '2026-11-23T00:00:00Z',
  updatedAt: '2026-11-23T00:00:00Z',
  lastError: null,
};

function sdk(run: (cb: PiPaymentCallbacks) => void) {
  const createPayment = vi.fn((_data: unknown, cb: PiPaymentCallbacks) => run(cb));
  return { pi: { init: vi.fn(), authenticate: vi.fn(), createPayment } as PiSdk, createPayment };
}

afterEach(() => vi.unstubAllGlobals());

describe('runPiPayment', () => {
  it("pays exactly the server's order and settles once on completion", async () => {
    const server = fakeFetch({ body: order }, { body: { payment } }, { body: { payment } });
    vi.stubGlobal('fetch', server.fn);
    const { pi, createPayment } = sdk((cb) => {
      cb.onReadyForServerApproval('p1');
      setTimeout(() => {
        cb.onReadyForServerCompletion('p1', 'tx1');
        cb.onReadyForServerCompletion('p1', 'tx1'); // the SDK repeats itself
      }, 0);
    });
    const done = await runPiPayment(pi, '1', 'qtt_exchange');
    expect(createPayment.mock.calls[0]?.[0]).toEqual(order.payment);
    expect(JSON.parse(String(server.calls[0]?.init.body))).toEqual({
      amount: '1',
      type: 'qtt_exchange',
    });
    expect(done).toMatchObject({ paymentId: 'p1', txid: 'tx1' });
  });

  it('fails with the specification message when approval is refused', async () => {
    const refused = {
      status: 400,
      body: { error: { code: 'PI_PAYMENT_MISMATCH', message: 'no' } },
    };
    vi.stubGlobal('fetch', fakeFetch({ body: order }, refused).fn);
    const { pi } = sdk((cb) => cb.onReadyForServerApproval('p1'));
    await expect(runPiPayment(pi, '1', 'qtt_exchange')).rejects.toThrow(
      piMessages.serverApprovalFailed,
    );
  });

  it('says the payment API is unavailable when the SDK has none', async () => {
    const pi = { init: vi.fn(), authenticate: vi.fn() } as unknown as PiSdk;
    await expect(runPiPayment(pi, '1', 'qtt_exchange')).rejects.toThrow(
      piMessages.paymentApiUnavailable,
    );
  });
});
