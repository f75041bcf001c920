import { randomBytes } from 'node:crypto';
import type { PrivateKeyAccount } from 'viem/accounts';
import { bridgeDomain, voucherTypes } from '@/domain/bridge/voucher-typed-data';
import { qttTokenDecimals } from '@/domain/constants';
import { qttDecimals, type Units } from '@/domain/money/qtt';

/** Ledger units (10^-8 QTT) as the token's wei (10^-18 QTT): exact, never rounded. */
export const unitsToWei = (units: Units) => units * 10n ** BigInt(qttTokenDecimals - qttDecimals);

/** Wei as ledger units, rounded down: what a deposit credits (the dust stays on chain). */
export const weiToUnits = (wei: bigint): Units =>
  wei / 10n ** BigInt(qttTokenDecimals - qttDecimals);

/** A fresh voucher nonce: 32 random bytes, so no two vouchers ever share one. */
export const newNonce = (): `0x${string}` => `0x${randomBytes(32).toString('hex')}`;

export interface VoucherFields {
  chainId: number;
  contract: `0x${string}`;
  recipient: `0x${string}`;
  amountWei: bigint;
  nonce: `0x${string}`;
  expiry: number;
}

/** The EIP-712 signature `QTNBridge.redeem` checks against its signer. */
export function signVoucher(signer: PrivateKeyAccount, v: VoucherFields): Promise<`0x${string}`> {
  return signer.signTypedData({
    domain: bridgeDomain(v.chainId, v.contract),
    types: voucherTypes,
    primaryType: 'Voucher',
    message: {
      recipient: v.recipient,
      amount: v.amountWei,
      nonce: v.nonce,
      expiry: BigInt(v.expiry),
    },
  });
}
