import { describe, expect, it } from 'vitest';
import { createStandInState, type StandInError } from '../../../../dev/pi-platform-stand-in-state';

const setUp = () => {
  const state = createStandInState(() => 'http://stand-in');
  const pioneer = state.signUpPioneer('pat');
  const pay = () =>
    state.createPaymentFor(pioneer.uid, { amount: 1, memo: 'm', metadata: {} }).identifier;
  return { state, pioneer, pay };
};

describe("the Pi stand-in's payment rules", () => {
  it('approves only a created, open payment, once', () => {
    const { state, pay } = setUp();
    const id = pay();
    state.approve(id);
    expect(() => state.approve(id)).toThrow(/Already approved/);
    state.cancel(id);
    const other = pay();
    state.userCancel(other);
    expect(() => state.approve(other)).toThrow(/cancelled/);
  });

  it('completes only an approved payment with its verified transaction and matching txid', () => {
    const { state, pay } = setUp();
    const id = pay();
    expect(() => state.submitTransaction(id)).toThrow(/Not approved/);
    expect(() => state.complete(id, 'x')).toThrow(/Not approved/);
    state.approve(id);
    expect(() => state.complete(id, 'x')).toThrow(/not verified/);
    const txid = state.submitTransaction(id);
    expect(() => state.complete(id, 'other')).toThrow(/does not match/);
    expect(state.complete(id, txid).status.developer_completed).toBe(true);
    expect(() => state.complete(id, txid)).toThrow(/Already completed/);
    expect(() => state.cancel(id)).toThrow(/Already completed/);
  });

  it('a new payment cancels the open one that has no blockchain transaction yet', () => {
    const { state, pioneer, pay } = setUp();
    const first = pay();
    const second = pay();
    expect(state.payment(first).status.cancelled).toBe(true);
    expect(state.payment(second).status.cancelled).toBe(false);
    // Approved but unsigned is still without a transaction: cancelled too.
    state.approve(second);
    const third = pay();
    expect(state.payment(second).status.cancelled).toBe(true);
    expect(state.incompleteFor(pioneer.uid)).toBeNull();
    expect(state.payment(third).status.cancelled).toBe(false);
  });

  it('a payment with a transaction is incomplete: a new one is refused and handed it back', () => {
    const { state, pioneer, pay } = setUp();
    const id = pay();
    expect(state.incompleteFor(pioneer.uid)).toBeNull();
    state.approve(id);
    state.submitTransaction(id);
    expect(state.incompleteFor(pioneer.uid)?.identifier).toBe(id);
    const refused = (() => {
      try {
        pay();
      } catch (err) {
        return err as StandInError;
      }
      throw new Error('not refused');
    })();
    expect(refused.error).toBe('incomplete_payment');
    expect(refused.payment?.identifier).toBe(id);
    expect(state.payment(id).status.cancelled).toBe(false);
    state.complete(id, state.payment(id).transaction?.txid);
    expect(state.incompleteFor(pioneer.uid)).toBeNull();
    expect(pay()).not.toBe(id);
  });

  it("reports the token's scopes and valid_until, and the username only with its scope", () => {
    const { state, pioneer } = setUp();
    const me = state.me(pioneer.accessToken);
    expect(me).toMatchObject({ uid: pioneer.uid, username: 'pat' });
    expect(me?.credentials.scopes).toEqual(['username', 'payments']);
    const until = me?.credentials.valid_until;
    expect(new Date(until?.iso8601 ?? '').getTime()).toBe((until?.timestamp ?? 0) * 1000);
    expect(Date.parse(until?.iso8601 ?? '')).toBeGreaterThan(Date.now());
    const quiet = state.signUpPioneer('pat', { scopes: ['payments'] });
    expect(state.me(quiet.accessToken)).not.toHaveProperty('username');
    state.setTokenValidUntil(quiet.accessToken, new Date(0));
    expect(state.me(quiet.accessToken)?.credentials.valid_until.iso8601).toBe(
      '1970-01-01T00:00:00.000Z',
    );
  });

  it('refuses expired and unknown tokens; the same username is the same pioneer', () => {
    const { state, pioneer } = setUp();
    expect(state.me(pioneer.accessToken)?.uid).toBe(pioneer.uid);
    expect(state.signUpPioneer('pat').uid).toBe(pioneer.uid);
    state.expireToken(pioneer.accessToken);
    expect(state.me(pioneer.accessToken)).toBeNull();
    expect(state.me('nope')).toBeNull();
  });
});
