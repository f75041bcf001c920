import { describe, expect, it } from 'vitest';
import { makeVault, testNow } from '../testing/vault-factory';
import { filterVaults, matchesSearch, matchesStatus } from './vault-filters';

const locked = makeVault({ id: 'v_locked01', amount: '1337.5' });
const ready = makeVault({ id: 'v_ready001', ageDays: 31 });
const claimed = makeVault({ id: 'v_claimed1', ageDays: 40, status: 'claimed', payout: '120' });
const withdrawn = makeVault({ id: 'v_withdrn1', status: 'withdrawn', payout: '85', penalty: '15' });
const all = [locked, ready, claimed, withdrawn];

describe('matchesStatus', () => {
  const pick = (f: Parameters<typeof matchesStatus>[1]) =>
    all.filter((v) => matchesStatus(v, f, testNow)).map((v) => v.id);

  it('all shows everything', () => expect(pick('all')).toHaveLength(4));
  it('active: not claimed and not yet unlocked', () => expect(pick('active')).toEqual([locked.id]));
  it('unlocked: not claimed and past the unlock time', () =>
    expect(pick('unlocked')).toEqual([ready.id]));
  it('claimed and withdrawn have their own filters', () => {
    expect(pick('claimed')).toEqual([claimed.id]);
    expect(pick('withdrawn')).toEqual([withdrawn.id]);
  });
  it('decides by the given (server) time, not the stored display status', () => {
    const later = new Date(Date.parse(locked.unlockAt) + 1000);
    expect(matchesStatus(locked, 'unlocked', later)).toBe(true);
    expect(matchesStatus(locked, 'active', later)).toBe(false);
  });
});

describe('matchesSearch', () => {
  it('matches the vault id, case-insensitively', () => {
    expect(matchesSearch(locked, 'LOCKED0')).toBe(true);
    expect(matchesSearch(locked, 'v_ready')).toBe(false);
  });
  it('matches the amount as typed or as shown', () => {
    for (const q of ['1337.5', '1337.50', '1,337.50', '1337']) {
      expect(matchesSearch(locked, q)).toBe(true);
    }
    expect(matchesSearch(locked, '999')).toBe(false);
  });
  it('an empty or blank query matches everything', () => {
    expect(matchesSearch(locked, '   ')).toBe(true);
  });
});

describe('filterVaults', () => {
  it('combines the status filter and the search', () => {
    expect(filterVaults(all, { query: '100', status: 'unlocked' }, testNow)).toEqual([ready]);
    expect(filterVaults(all, { query: 'v_claimed', status: 'active' }, testNow)).toEqual([]);
  });
});
