/**
 * The one interface the wallet's on-chain vault UI talks to. Two implementations:
 * `src/web/lib/chain/` (a real EIP-1193 wallet through viem, loaded only when the on-chain
 * part is opened) and mock mode (a simulated chain in this browser). Amounts are token wei
 * (18 decimals); nothing here touches the server's ledger.
 */
import type { BridgeChain } from './bridge-chain';

export type Address = `0x${string}`;
export type TxHash = `0x${string}`;

/** A vault as the contract's getVaultDetails answers it (docs/onchain-vaults.md). */
export interface OnchainVault {
  id: bigint;
  amount: bigint;
  durationDays: number;
  lockTime: Date;
  unlockTime: Date;
  isLocked: boolean;
  multiplierBps: number;
  /** The reward the vault pays at its unlock time (0 after an early unlock). */
  reward: bigint;
  claimed: boolean;
  /** Kept on an early unlock; 0 otherwise. */
  penalty: bigint;
}

/** Progress of a lock: the approval is sent only when the allowance is short. */
export type LockStep = 'approving' | 'locking' | 'confirming';

export interface LockResult {
  hash: TxHash;
  vaultId: bigint;
  /** Gas used by the lock transaction (mock mode: a fixed figure). */
  gasUsed: bigint;
}
export interface UnlockResult {
  hash: TxHash;
  returned: bigint;
  penalty: bigint;
  /** Set when the vault had matured, so unlocking paid the reward too. */
  reward: bigint;
  gasUsed: bigint;
}
export interface ClaimResult {
  hash: TxHash;
  reward: bigint;
  gasUsed: bigint;
}

export interface VaultChain {
  readonly kind: 'wallet' | 'mock';
  readonly account: Address;
  /** The chain's clock (latest block time), which decides "ready to claim". */
  now(): Promise<Date>;
  /** The account's QTT balance. */
  balance(): Promise<bigint>;
  /** The account's vaults, newest first. */
  vaults(): Promise<OnchainVault[]>;
  /**
   * The most the account can lock for `durationDays` now under its share of the reward
   * reserve (the contract's getMaxLockAmount), or null where the chain has no such cap (mock
   * mode models no reserve).
   */
  maxLockAmount(durationDays: number): Promise<bigint | null>;
  lock(amount: bigint, durationDays: number, onStep?: (s: LockStep) => void): Promise<LockResult>;
  unlock(vaultId: bigint): Promise<UnlockResult>;
  claim(vaultId: bigint): Promise<ClaimResult>;
  /**
   * The same account's calls to the bridge contract at `contract`; absent in mock mode, whose
   * simulated chain has no bridge.
   */
  bridge?(contract: Address): BridgeChain;
}
