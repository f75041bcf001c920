import { describe, expect, it } from 'vitest';
import { ReplayGuard } from './replay-guard';
import { createWatchTokenSigner, sessionBinding, type WatchState } from './watch-token';

const state: WatchState = {
  s: 'a'.repeat(32),
  u: 'u',
  c: 'c',
  k: 'k',
  st: 1,
  lt: 1,
  v: 0,
  h: 0,
  q: 0,
  d: 0,
  t: 1,
  e: 10_000,
};

describe('watch handles', () => {
  const signer = createWatchTokenSigner('secret-secret-secret-secret-secret!');

  it('round-trips a state until it expires', () => {
    const token = signer.sign(state);
    expect(signer.verify(token, 5_000)).toEqual(state);
    expect(signer.verify(token, 10_000)).toBeNull();
  });

  it('refuses tampering, other keys and garbage', () => {
    const token = signer.sign(state);
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...state, v: 99_000 })).toString('base64url');
    expect(signer.verify(`${forged}.${mac}`, 5_000)).toBeNull();
    expect(
      createWatchTokenSigner('another-secret-another-secret-1234').verify(token, 5_000),
    ).toBeNull();
    expect(signer.verify(`${payload}.`, 5_000)).toBeNull();
    expect(signer.verify('nonsense', 5_000)).toBeNull();
    const partial = signer.sign({ ...state, v: 'x' } as unknown as WatchState);
    expect(signer.verify(partial, 5_000)).toBeNull();
  });

  it('binds to a sign-in session without revealing it', () => {
    expect(sessionBinding('token-1')).toBe(sessionBinding('token-1'));
    expect(sessionBinding('token-1')).not.toBe(sessionBinding('token-2'));
    expect(sessionBinding('token-1')).not.toContain('token');
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

  it('forgets expired sessions', () => {
    const g = new ReplayGuard();
    g.claim('old', 0, 1_000, 0);
    g.claim('new', 0, 200_000, 120_000);
    expect(g.size).toBe(1);
  });
});
