import { vi } from 'vitest';
import type { BridgeStatus, Deposit, Withdrawal } from '@/domain/api/bridge';
import type { BridgeChain } from '@/web/lib/chain/bridge-chain';
import { testAccount } from '../../vaults/testing/chain-fixtures';

export const bridgeContract = `0x${'3'.repeat(40)}` as const;
export const depositAccount = `0x${'0'.repeat(32)}0b3f5c1e9a2d4c7b8e6f112233445566`;
export const txHash = `0x${'cd'.repeat(32)}`;

/** GET /api/bridge: on, on the local chain, 10 minimum, 1,000 a day, 500 in the wallet. */
export function bridgeStatus(over: Partial<BridgeStatus> = {}): BridgeStatus {
  return {
    enabled: true,
    offReason: null,
    chainId: 31337,
    contract: bridgeContract,
    token: `0x${'2'.repeat(40)}`,
    confirmations: 2,
    minWithdrawal: '10',
    dailyMax: '1000',
    withdrawnToday: '0',
    leftToday: '1000',
    balance: '500',
    voucherTtlSeconds: 86_400,
    depositAccount,
    ...over,
  };
}

export function withdrawal(over: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: 'w1',
    amount: '50',
    recipient: testAccount,
    state: 'issued',
    createdAt: '2026-11-28T10:00:00.000Z',
    expiresAt: '2026-11-29T10:00:00.000Z',
    voucher: {
      chainId: 31337,
      contract: bridgeContract,
      recipient: testAccount,
      amountWei: (50n * 10n ** 18n).toString(),
      nonce: `0x${'ab'.repeat(32)}`,
      expiry: 1_800_000_000,
      signature: `0x${'11'.repeat(65)}`,
    },
    redeemedTx: null,
    redeemedTxUrl: null,
    refundedAt: null,
    ...over,
  };
}

export function deposit(over: Partial<Deposit> = {}): Deposit {
  return {
    txHash,
    logIndex: 0,
    from: testAccount,
    amount: '20',
    state: 'pending',
    confirmations: 1,
    required: 2,
    seenAt: '2026-11-28T10:00:00.000Z',
    creditedAt: null,
    txUrl: null,
    ...over,
  };
}

/** A BridgeChain of spies; the allowance is 0 unless told, so a deposit approves first. */
export function fakeBridgeChain(allowance = 0n) {
  const hash = `0x${'ef'.repeat(32)}` as const;
  return {
    contract: bridgeContract,
    allowance: vi.fn(async () => allowance),
    redeem: vi.fn(async () => ({ hash })),
    deposit: vi.fn(async () => ({ hash })),
  } satisfies BridgeChain;
}
