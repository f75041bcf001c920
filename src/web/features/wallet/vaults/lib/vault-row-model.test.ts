import { describe, expect, it } from 'vitest';
import type { OnchainVault } from '@/web/lib/chain/vault-chain';
import { onchainVault } from '../testing/chain-fixtures';
import { chainVaultRow, mergeStats } from './vault-row-model';

const e18 = 10n ** 18n;
const now = new Date('2026-01-10T00:00:00Z');
const vault = (over: Partial<OnchainVault> = {}): OnchainVault =>
  onchainVault({
    id: 3n,
    lockTime: new Date('2026-01-01T00:00:00Z'),
    unlockTime: new Date('2026-01-31T00:00:00Z'),
    ...over,
  });

describe('chainVaultRow', () => {
  it('maps a locked vault to an active row marked by its origin', () => {
    expect(chainVaultRow(vault(), 'onchain')).toMatchObject({
      id: 'chain-3',
      origin: 'onchain',
      chainVaultId: 3n,
      amount: '100',
      reward: '15',
      status: 'active',
      createdAt: '2026-01-01T00:00:00.000Z',
      unlockAt: '2026-01-31T00:00:00.000Z',
      payout: null,
    });
    expect(chainVaultRow(vault(), 'mock').id).toBe('mock-3');
  });

  it('an early unlock is withdrawn with its penalty; a paid vault is claimed', () => {
    const early = vault({ isLocked: false, reward: 0n, penalty: 15n * e18 });
    expect(chainVaultRow(early, 'onchain')).toMatchObject({
      status: 'withdrawn',
      payout: '85',
      penalty: '15',
    });
    const paid = vault({ isLocked: false, claimed: true });
    expect(chainVaultRow(paid, 'onchain')).toMatchObject({ status: 'claimed', payout: '115' });
  });
});

describe('mergeStats', () => {
  it('adds locked chain vaults, claimed rewards and the nearest unlock to the ledger’s', () => {
    const stats = {
      totalLocked: '50',
      activeCount: 1,
      rewardsEarned: '2.5',
      nextUnlockAt: '2026-02-15T00:00:00.000Z',
      elite: false,
    };
    const merged = mergeStats(
      stats,
      [vault(), vault({ id: 4n, isLocked: false, claimed: true, reward: 5n * e18 })],
      now,
    );
    expect(merged).toEqual({
      totalLocked: '150',
      activeCount: 2,
      rewardsEarned: '7.5',
      nextUnlockAt: '2026-01-31T00:00:00.000Z',
      elite: false,
    });
  });
});
