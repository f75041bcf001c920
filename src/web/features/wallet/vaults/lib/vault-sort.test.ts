import { describe, expect, it } from 'vitest';
import { makeVault } from '../testing/vault-factory';
import { defaultVaultSort, nextSort, sortVaults } from './vault-sort';

const a = makeVault({ id: 'v_aaaaaaaa', amount: '50', reward: '5', ageDays: 3, durationDays: 7 });
const b = makeVault({ id: 'v_bbbbbbbb', amount: '1000.5', reward: '100.05', ageDays: 1 });
const c = makeVault({
  id: 'v_cccccccc',
  amount: '200',
  reward: '200',
  ageDays: 2,
  durationDays: 180,
});
const ids = (vs: { id: string }[]) => vs.map((v) => v.id.slice(2, 3)).join('');

describe('nextSort', () => {
  it('starts newest first', () => {
    expect(defaultVaultSort).toEqual({ key: 'created', direction: 'desc' });
  });
  it('flips the direction when the current key is chosen again', () => {
    const once = nextSort({ key: 'amount', direction: 'desc' }, 'amount');
    expect(once).toEqual({ key: 'amount', direction: 'asc' });
    expect(nextSort(once, 'amount')).toEqual({ key: 'amount', direction: 'desc' });
  });
  it('starts a new key descending, whatever the old direction', () => {
    expect(nextSort({ key: 'amount', direction: 'asc' }, 'reward')).toEqual({
      key: 'reward',
      direction: 'desc',
    });
  });
});

describe('sortVaults', () => {
  it('sorts by created, amount, reward and unlock in both directions', () => {
    expect(ids(sortVaults([a, b, c], defaultVaultSort))).toBe('bca');
    expect(ids(sortVaults([a, b, c], { key: 'amount', direction: 'desc' }))).toBe('bca');
    expect(ids(sortVaults([a, b, c], { key: 'amount', direction: 'asc' }))).toBe('acb');
    expect(ids(sortVaults([a, b, c], { key: 'reward', direction: 'desc' }))).toBe('cba');
    expect(ids(sortVaults([a, b, c], { key: 'unlock', direction: 'asc' }))).toBe('abc');
  });
  it('compares amounts exactly, not as text or floats', () => {
    const x = makeVault({ id: 'v_xxxxxxxx', amount: '9.99' });
    const y = makeVault({ id: 'v_yyyyyyyy', amount: '10' });
    expect(ids(sortVaults([y, x], { key: 'amount', direction: 'asc' }))).toBe('xy');
  });
  it('does not change the array it is given', () => {
    const list = [a, b, c];
    sortVaults(list, { key: 'amount', direction: 'asc' });
    expect(ids(list)).toBe('abc');
  });
});
