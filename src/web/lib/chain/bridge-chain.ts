import type { Voucher } from '@/domain/api/bridge';
import type { Address, TxHash } from './vault-chain';

/** Progress of a deposit: the approval is sent only when the allowance is short. */
export type DepositStep = 'approving' | 'depositing' | 'confirming';

/**
 * The connected account's calls to the bridge contract (docs/decisions/045-bridge-vouchers.md).
 * Amounts are token wei. Only a real wallet has one: mock mode's simulated chain cannot redeem
 * a voucher the server signed for the real contract.
 */
export interface BridgeChain {
  readonly contract: Address;
  /** The bridge's allowance from the account, to say whether Deposit needs an approval first. */
  allowance(): Promise<bigint>;
  /** Redeems a voucher the server issued to this account; resolves once confirmed. */
  redeem(voucher: Voucher): Promise<{ hash: TxHash }>;
  /** Approves when the allowance is short, then deposits `amount` naming `account` (bytes32). */
  deposit(
    account: `0x${string}`,
    amount: bigint,
    onStep?: (s: DepositStep) => void,
  ): Promise<{ hash: TxHash }>;
}
