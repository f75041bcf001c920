import { vi } from 'vitest';
import type { ChainConfig } from '@/domain/api/chain';
import { evmNetworks } from '@/domain/chain/networks';
import type { OnchainVault, VaultChain } from '@/web/lib/chain/vault-chain';

export const e18 = 10n ** 18n;
export const testAccount = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01' as const;

/** GET /api/chain's answer: the local chain, deployed and offering mock mode unless told otherwise. */
export function chainConfig(deployed = true, mockMode = true): ChainConfig {
  const { key, chainId, name, rpcUrl, explorerUrl, blockTimeS, confirmations, nativeCurrency } =
    evmNetworks.local;
  const address = (n: string) => `0x${n.repeat(40)}`;
  return {
    network: { key, chainId, name, rpcUrl, explorerUrl, blockTimeS, confirmations, nativeCurrency },
    contracts: deployed
      ? { vault: address('1'), token: address('2') }
      : { vault: null, token: null },
    mockMode,
  };
}

export function onchainVault(over: Partial<OnchainVault> = {}): OnchainVault {
  return {
    id: 0n,
    amount: 100n * e18,
    durationDays: 30,
    lockTime: new Date('2025-05-01T12:00:00Z'),
    unlockTime: new Date('2025-05-31T12:00:00Z'),
    isLocked: true,
    multiplierBps: 11_500,
    reward: 15n * e18,
    claimed: false,
    penalty: 0n,
    ...over,
  };
}

/** A VaultChain whose every method is a spy, answering the given vaults and clock. */
export function fakeVaultChain({
  vaults = [],
  now,
  kind = 'wallet',
  maxLock = null,
}: {
  vaults?: OnchainVault[];
  now: Date;
  kind?: 'wallet' | 'mock';
  /** What getMaxLockAmount answers (wei), for every duration; null: no cap (mock). */
  maxLock?: bigint | null;
}) {
  const hash = `0x${'ab'.repeat(32)}` as const;
  return {
    kind,
    account: testAccount,
    now: vi.fn(async () => now),
    balance: vi.fn(async () => 1000n * e18),
    vaults: vi.fn(async () => vaults),
    maxLockAmount: vi.fn(async (_days: number) => maxLock),
    lock: vi.fn(async () => ({ hash, vaultId: 1n, gasUsed: 123_456n })),
    unlock: vi.fn(async () => ({
      hash,
      returned: 85n * e18,
      penalty: 15n * e18,
      reward: 0n,
      gasUsed: 1n,
    })),
    claim: vi.fn(async () => ({ hash, reward: 15n * e18, gasUsed: 80_000n })),
  } satisfies VaultChain;
}
