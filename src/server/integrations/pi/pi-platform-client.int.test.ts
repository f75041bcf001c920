import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import type { PiPlatform } from './pi-platform';
import { createPiPlatformClient } from './pi-platform-client';

let standIn: PiPlatformStandIn;
let pi: PiPlatform;

beforeAll(async () => {
  ({ standIn } = await startPiStandInForTests());
  // A generous time-out for calls that must succeed: the stand-in shares this busy process.
  pi = createPiPlatformClient({ baseUrl: standIn.url, apiKey: standIn.apiKey, timeoutMs: 10_000 });
});
afterAll(() => standIn.close());

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (err: { code?: string }) => err.code,
  );

const newPayment = (username: string) => {
  const pioneer = standIn.control.signUpPioneer(username);
  const payment = standIn.control.createPayment(pioneer.accessToken, {
    amount: 1,
    memo: 'Buy 20 QTT',
    metadata: { orderId: 'o1' },
  });
  return { pioneer, id: payment.identifier };
};

describe('the Pi Platform client against the stand-in', () => {
  it('reads the user of a token, and refuses unknown and expired tokens with PI_TOKEN_INVALID', async () => {
    const pioneer = standIn.control.signUpPioneer('alice');
    const me = await pi.me(pioneer.accessToken);
    expect(me).toMatchObject({ uid: pioneer.uid, username: 'alice' });
    expect(await codeOf(pi.me('forged-token'))).toBe('PI_TOKEN_INVALID');
    standIn.control.expireToken(pioneer.accessToken);
    expect(await codeOf(pi.me(pioneer.accessToken))).toBe('PI_TOKEN_INVALID');
  });

  it('walks a payment through approve, the transaction and complete', async () => {
    const { pioneer, id } = newPayment('bob');
    expect((await pi.getPayment(id)).user_uid).toBe(pioneer.uid);
    expect((await pi.approve(id)).status.developer_approved).toBe(true);
    const txid = standIn.control.submitTransaction(id);
    const read = await pi.getPayment(id);
    expect(read.transaction?.txid).toBe(txid);
    expect(read.status.transaction_verified).toBe(true);
    expect(await codeOf(pi.complete(id, 'not-the-txid'))).toBe('PI_PLATFORM_FAILED');
    const done = await pi.complete(id, txid);
    expect(done.status.developer_completed).toBe(true);
  });

  it('cancels, and refuses what Pi refuses with PI_PLATFORM_FAILED', async () => {
    const { id } = newPayment('carol');
    expect(await codeOf(pi.complete(id, 'x'))).toBe('PI_PLATFORM_FAILED');
    expect((await pi.cancel(id)).status.cancelled).toBe(true);
    expect(await codeOf(pi.approve(id))).toBe('PI_PLATFORM_FAILED');
    // An id Pi does not know is the caller's mistake (404 at Pi), not Pi's failure.
    for (const call of [
      () => pi.getPayment('no-such-payment'),
      () => pi.approve('no-such-payment'),
      () => pi.complete('no-such-payment', 'x'),
      () => pi.cancel('no-such-payment'),
    ]) {
      expect(await codeOf(call())).toBe('PI_PAYMENT_NOT_FOUND');
    }
    await expect(pi.approve(id)).rejects.toThrow(/cancelled/);
  });

  it('lists the incomplete server payments', async () => {
    const pioneer = standIn.control.signUpPioneer('dave');
    const a2u = standIn.control.createPaymentFor(pioneer.uid, {
      amount: 2,
      memo: 'refund',
      metadata: {},
      direction: 'app_to_user',
    });
    const list = await pi.incompleteServerPayments();
    expect(list.map((p) => p.identifier)).toContain(a2u.identifier);
  });

  it('treats a wrong server key as a refusal, not a bad token', async () => {
    const wrong = createPiPlatformClient({
      baseUrl: standIn.url,
      apiKey: 'wrong',
      timeoutMs: 10_000,
    });
    const { id } = newPayment('erin');
    expect(await codeOf(wrong.getPayment(id))).toBe('PI_PLATFORM_FAILED');
    expect(await codeOf(wrong.incompleteServerPayments())).toBe('PI_PLATFORM_FAILED');
  });

  it('maps a 500, a time-out and an unreachable host to PI_PLATFORM_UNAVAILABLE', async () => {
    const { pioneer, id } = newPayment('frank');
    standIn.control.failNext({ status: 500, path: /approve$/ });
    expect(await codeOf(pi.approve(id))).toBe('PI_PLATFORM_UNAVAILABLE');
    expect((await pi.getPayment(id)).status.developer_approved).toBe(false);
    standIn.control.failNext({ status: 'timeout' });
    // The stand-in never answers this one: only the client's own time-out can end the call.
    const quick = createPiPlatformClient({
      baseUrl: standIn.url,
      apiKey: standIn.apiKey,
      timeoutMs: 300,
    });
    expect(await codeOf(quick.me(pioneer.accessToken))).toBe('PI_PLATFORM_UNAVAILABLE');
    expect((await pi.approve(id)).status.developer_approved).toBe(true);
    const nowhere = createPiPlatformClient({
      baseUrl: 'http://127.0.0.1:9',
      apiKey: 'k',
      timeoutMs: 300,
    });
    expect(await codeOf(nowhere.me('t'))).toBe('PI_PLATFORM_UNAVAILABLE');
  });

  it('maps a garbled answer to PI_PLATFORM_FAILED and never puts the key or token in a message', async () => {
    const garbled = createPiPlatformClient({
      baseUrl: 'http://pi.test',
      apiKey: 'secret-key',
      timeoutMs: 300,
      fetch: () => Promise.resolve(new Response('{"identifier": 5}', { status: 200 })),
    });
    await expect(garbled.getPayment('p')).rejects.toMatchObject({ code: 'PI_PLATFORM_FAILED' });
    const refusing = createPiPlatformClient({
      baseUrl: 'http://pi.test',
      apiKey: 'secret-key',
      timeoutMs: 300,
      fetch: () => Promise.resolve(new Response('not json', { status: 400 })),
    });
    const err = (await refusing.me('secret-token').catch((e: unknown) => e)) as Error;
    expect(err.message).not.toMatch(/secret/);
  });
});
