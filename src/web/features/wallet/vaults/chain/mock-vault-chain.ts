import { chainMessages } from '@/domain/chain/chain-messages';
import { mockMultiplierBps, mockReward } from '@/domain/chain/onchain-vault-rules';
import { mockActionDelayMs, mockGas, mockStartingBalanceQtt } from '@/domain/constants';
import type {
  Address,
  LockStep,
  OnchainVault,
  TxHash,
  VaultChain,
} from '@/web/lib/chain/vault-chain';

/** The simulated wallet's fixed address: plainly fake, never a real account. */
export const mockAccount: Address = '0x1234567890AbcdEF1234567890aBcdef12345678';
export const mockStorageKey = 'qtn.mockVaults';
const dayMs = 86_400_000;
const weiPerQtt = 10n ** 18n;

interface StoredVault {
  id: string;
  amount: string;
  durationDays: number;
  lockTime: string;
  unlockTime: string;
  isLocked: boolean;
  multiplierBps: number;
  claimed: boolean;
}

const delay = () => new Promise<void>((resolve) => setTimeout(resolve, mockActionDelayMs));
const fakeHash = (): TxHash => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

/**
 * Mock mode's chain (product rules R4, `src/domain/constants.ts`): the mock multipliers and reward,
 * a balance of 1000 QTT minus what is locked, 1 s per action and the earlier version's gas figures.
 * Its state lives in this tab (sessionStorage), so a reload keeps the vaults; it never calls the
 * server. Unlock follows the earlier mock ("sets isLocked false"): the principal comes back whole,
 * the vault turns ready to claim at that moment, and claim pays the reward.
 */
export function createMockVaultChain(storage: Storage = sessionStorage): VaultChain {
  const load = (): StoredVault[] => {
    try {
      return JSON.parse(storage.getItem(mockStorageKey) ?? '[]') as StoredVault[];
    } catch {
      return [];
    }
  };
  const save = (vaults: StoredVault[]) => storage.setItem(mockStorageKey, JSON.stringify(vaults));
  const find = (vaults: StoredVault[], id: bigint) => {
    const v = vaults.find((s) => s.id === String(id));
    if (!v) throw new Error(chainMessages.vaultNotFound);
    return v;
  };
  const rewardOf = (v: StoredVault) => mockReward(BigInt(v.amount), v.multiplierBps, v.isLocked);
  const balance = () =>
    load().reduce(
      (sum, v) => sum - (v.isLocked ? BigInt(v.amount) : 0n) + (v.claimed ? rewardOf(v) : 0n),
      BigInt(mockStartingBalanceQtt) * weiPerQtt,
    );

  return {
    kind: 'mock',
    account: mockAccount,
    now: () => Promise.resolve(new Date()),
    balance: () => Promise.resolve(balance()),
    // Mock mode models no reward reserve (product rules R4), so no share of it to cap.
    maxLockAmount: () => Promise.resolve(null),
    vaults: () =>
      Promise.resolve(
        load()
          .map((v): OnchainVault => ({
            id: BigInt(v.id),
            amount: BigInt(v.amount),
            durationDays: v.durationDays,
            lockTime: new Date(v.lockTime),
            unlockTime: new Date(v.unlockTime),
            isLocked: v.isLocked,
            multiplierBps: v.multiplierBps,
            reward: rewardOf(v),
            claimed: v.claimed,
            penalty: 0n,
          }))
          .reverse(),
      ),
    async lock(amount: bigint, durationDays: number, onStep?: (s: LockStep) => void) {
      if (amount <= 0n) throw new Error(chainMessages.invalidAmount);
      if (amount > balance()) throw new Error('Not enough mock QTT for this lock.');
      onStep?.('locking');
      await delay();
      onStep?.('confirming');
      const vaults = load();
      const now = Date.now();
      const id = String(vaults.length);
      vaults.push({
        id,
        amount: String(amount),
        durationDays,
        lockTime: new Date(now).toISOString(),
        unlockTime: new Date(now + durationDays * dayMs).toISOString(),
        isLocked: true,
        multiplierBps: mockMultiplierBps(durationDays),
        claimed: false,
      });
      save(vaults);
      return { hash: fakeHash(), vaultId: BigInt(id), gasUsed: BigInt(mockGas.lock) };
    },
    async unlock(vaultId: bigint) {
      await delay();
      const vaults = load();
      const v = find(vaults, vaultId);
      if (!v.isLocked) throw new Error('Vault is not locked.');
      v.isLocked = false;
      const now = new Date();
      if (now < new Date(v.unlockTime)) v.unlockTime = now.toISOString();
      save(vaults);
      const gasUsed = BigInt(mockGas.unlock);
      return { hash: fakeHash(), returned: BigInt(v.amount), penalty: 0n, reward: 0n, gasUsed };
    },
    async claim(vaultId: bigint) {
      await delay();
      const vaults = load();
      const v = find(vaults, vaultId);
      if (v.claimed) throw new Error('Reward already claimed.');
      if (v.isLocked && Date.now() < Date.parse(v.unlockTime)) {
        throw new Error('Vault is still locked.');
      }
      v.isLocked = false;
      v.claimed = true;
      save(vaults);
      return { hash: fakeHash(), reward: rewardOf(v), gasUsed: BigInt(mockGas.claim) };
    },
  };
}
