import { describe, expect, it } from 'vitest';
import { ReplayGuard } from './replay-guard';
import { createWatchTokenSigner, sessionBinding, type WatchState } from './watch-token';

const uuid = '0b7c2b6e-1d1e-4f5e-9d0a-1a2b3c4d5e6f';
const state: WatchState = {
  s: 'a'.repeat(32),
  u: uuid,
  c: uuid.replace('0b7c', 'ffff'),
  k: sessionBinding('cookie'),
  st: 1_795_000_000_000,
  lt: 1_795_000_010_000,
  v: 10_000,
  h: 1,
  q: 2,
  d: 30_000,
  t: 1_795_000_010_000,
  e: 1_795_000_100_000,
};
const now = 1_795_000_050_000;

describe('watch handles', () => {
  const signer = createWatchTokenSigner('secret-secret-secret-secret-secret!');

  it('round-trips a state until it expires', () => {
    const token = signer.sign(state);
    expect(token).toHaveLength(172);
    expect(signer.verify(token, now)).toEqual(state);
    expect(signer.verify(token, state.e)).toBeNull();
  });

  it('refuses tampering, other keys and garbage', () => {
    const token = signer.sign(state);
    const raw = Buffer.from(token, 'base64url');
    for (const at of [0, 20, 70, 100, raw.length - 1]) {
      const forged = Buffer.from(raw);
      forged[at] = (forged[at] ?? 0) ^ 1;
      expect(signer.verify(forged.toString('base64url'), now)).toBeNull();
    }
    expect(
      createWatchTokenSigner('another-secret-another-secret-1234').verify(token, now),
    ).toBeNull();
    expect(signer.verify(token.slice(0, -1), now)).toBeNull();
    expect(signer.verify('nonsense', now)).toBeNull();
    expect(() => signer.sign({ ...state, u: 'not-a-uuid' })).toThrow();
  });

  it('binds to a sign-in session without revealing it', () => {
    expect(sessionBinding('token-1')).toBe(sessionBinding('token-1'));
    expect(sessionBinding('token-1')).not.toBe(sessionBinding('token-2'));
    expect(sessionBinding('token-1')).toHaveLength(22);
  });
});

describe('ReplayGuard', () => {
  it('lets each sequence number through once, in order', () => {
    const g = new ReplayGuard();
    expect(g.claim('s', 0, 100, 0)).toBe(true);
    expect(g.claim('s', 0, 100, 0)).toBe(false);
    expect(g.claim('s', 2, 100, 0)).toBe(false);
    expect(g.claim('s', 1, 100, 0)).toBe(true);
    g.close('s', 100);
    expect(g.claim('s', 2, 100, 0)).toBe(false);
  });

  it('knows the handle it issued last, once', () => {
    const g = new ReplayGuard();
    g.issued(state, 'token-q2');
    expect(g.lookup(state.s, 'token-other')).toBeNull();
    expect(g.lookup(state.s, 'token-q2')).toBe(state);
    g.spend(state);
    expect(g.lookup(state.s, 'token-q2')).toBeNull();
    // The same handle again, verified by its signature, is a replay.
    expect(g.claim(state.s, state.q, state.e, now)).toBe(false);
    expect(g.claim(state.s, state.q + 1, state.e, now)).toBe(true);
  });

  it('forgets expired sessions', () => {
    const g = new ReplayGuard();
    g.claim('old', 0, 1_000, 0);
    g.claim('new', 0, 200_000, 120_000);
    expect(g.size).toBe(1);
  });
});
