import { describe, expect, it } from 'vitest';
import { createStandInState } from '../../../../dev/pi-platform-stand-in-state';

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

  it('keeps one open payment per pioneer and reports it as incomplete', () => {
    const { state, pioneer, pay } = setUp();
    const id = pay();
    expect(state.incompleteFor(pioneer.uid)?.identifier).toBe(id);
    expect(() => pay()).toThrow(/pending payment/);
    state.cancel(id);
    expect(state.incompleteFor(pioneer.uid)).toBeNull();
    expect(pay()).not.toBe(id);
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
