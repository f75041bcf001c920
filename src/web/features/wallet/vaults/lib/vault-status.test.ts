import { describe, expect, it } from 'vitest';
import { makeVault, testNow } from '../testing/vault-factory';
import { formatMultiplier, vaultActions, vaultStatusText } from './vault-status';

describe('vaultStatusText', () => {
  it('counts the days remaining while locked, rounding up', () => {
    expect(vaultStatusText(makeVault({ ageDays: 1 }), testNow)).toBe('Locked (29 days remaining)');
    expect(vaultStatusText(makeVault({ ageDays: 29.5 }), testNow)).toBe('Locked (1 day remaining)');
  });
  it('is Ready to Claim once unlocked, Completed once claimed', () => {
    expect(vaultStatusText(makeVault({ ageDays: 30 }), testNow)).toBe('Ready to Claim');
    expect(vaultStatusText(makeVault({ ageDays: 40, status: 'claimed' }), testNow)).toBe(
      'Completed',
    );
  });
  it('says a withdrawn vault was withdrawn early', () => {
    expect(vaultStatusText(makeVault({ status: 'withdrawn' }), testNow)).toBe('Withdrawn early');
  });
});

describe('vaultActions', () => {
  it('offers Withdraw Early only while locked and Claim only when unlocked', () => {
    expect(vaultActions(makeVault(), testNow)).toEqual({ canClaim: false, canWithdraw: true });
    expect(vaultActions(makeVault({ ageDays: 31 }), testNow)).toEqual({
      canClaim: true,
      canWithdraw: false,
    });
    for (const status of ['claimed', 'withdrawn'] as const) {
      expect(vaultActions(makeVault({ ageDays: 31, status }), testNow)).toEqual({
        canClaim: false,
        canWithdraw: false,
      });
    }
  });
});

describe('formatMultiplier', () => {
  it('shows basis points as a multiplier with at least one decimal', () => {
    expect([11_000, 12_000, 15_000, 20_000, 10_500].map(formatMultiplier)).toEqual([
      '1.1',
      '1.2',
      '1.5',
      '2.0',
      '1.05',
    ]);
  });
});
