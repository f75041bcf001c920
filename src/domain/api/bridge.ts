import { z } from 'zod';
import { decimalQtt, isoTimestamp, qttAmount } from './fields';

/**
 * The bridge between the wallet (the server's ledger) and QTT on chain
 * (docs/decisions/045-bridge-vouchers.md). Withdrawals are EIP-712 vouchers the member redeems
 * from their browser wallet; deposits are the bridge contract's `Deposited` events, credited
 * once after the network's confirmations.
 */

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Not an address.');
const hex32 = z.string().regex(/^0x[0-9a-fA-F]{64}$/);
const txHash = hex32;

/** Why the bridge is off, when it is: the UI says so in these words' terms. */
export const bridgeOffReasons = ['not-configured', 'not-deployed', 'signer-mismatch'] as const;
export type BridgeOffReason = (typeof bridgeOffReasons)[number];

/** GET /api/bridge (member): whether the bridge is on, its limits and the caller's figures. */
export const bridgeStatusSchema = z.object({
  enabled: z.boolean(),
  /** Null when enabled. */
  offReason: z.enum(bridgeOffReasons).nullable(),
  chainId: z.number().int().positive(),
  /** The bridge contract, null when not deployed. */
  contract: address.nullable(),
  /** The QTT token the bridge pays and takes. */
  token: address.nullable(),
  confirmations: z.number().int().nonnegative(),
  minWithdrawal: decimalQtt,
  dailyMax: decimalQtt,
  /** Withdrawn today (UTC), refunded ones excluded, and what is left of the daily maximum. */
  withdrawnToday: decimalQtt,
  leftToday: decimalQtt,
  balance: decimalQtt,
  /** How long a voucher can be redeemed after it is issued. */
  voucherTtlSeconds: z.number().int().positive(),
  /**
   * The bytes32 a deposit names to reach the caller's wallet: the caller's user id (a UUID)
   * as 16 bytes, left-padded with zeros.
   */
  depositAccount: hex32,
});
export type BridgeStatus = z.infer<typeof bridgeStatusSchema>;

/** POST /api/bridge/withdrawals (Idempotency-Key header required: one key per attempt). */
export const withdrawSchema = z.object({
  amount: qttAmount({ maxDecimals: 2 }),
  /** The connected browser wallet's address: the voucher pays only it. */
  recipient: address,
});
export type WithdrawInput = z.infer<typeof withdrawSchema>;
export type WithdrawRequest = z.input<typeof withdrawSchema>;

/** What the contract's `redeem` takes, exactly as signed (amount in wei, expiry in seconds). */
export const voucherSchema = z.object({
  chainId: z.number().int().positive(),
  contract: address,
  recipient: address,
  amountWei: z.string().regex(/^\d+$/),
  nonce: hex32,
  expiry: z.number().int().positive(),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
});
export type Voucher = z.infer<typeof voucherSchema>;

/**
 * issued: redeemable until `expiresAt`; redeemed: the chain paid it (`redeemedTx`);
 * expired: past its expiry, waiting for the confirmations before the refund;
 * refunded: the amount is back in the wallet.
 */
export const withdrawalStates = ['issued', 'redeemed', 'expired', 'refunded'] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];

export const withdrawalSchema = z.object({
  id: z.string(),
  amount: decimalQtt,
  recipient: address,
  state: z.enum(withdrawalStates),
  createdAt: isoTimestamp,
  expiresAt: isoTimestamp,
  /** Present while the voucher can still be redeemed (state issued). */
  voucher: voucherSchema.nullable(),
  redeemedTx: txHash.nullable(),
  /** The explorer's page for the redemption, where the network has an explorer. */
  redeemedTxUrl: z.string().nullable(),
  refundedAt: isoTimestamp.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({ withdrawals: z.array(withdrawalSchema) });
export type WithdrawalList = z.infer<typeof withdrawalListSchema>;

/** pending: seen on chain, not yet confirmed; credited: in the wallet. */
export const depositStates = ['pending', 'credited'] as const;
export type DepositState = (typeof depositStates)[number];

export const depositSchema = z.object({
  txHash,
  logIndex: z.number().int().nonnegative(),
  from: address,
  amount: decimalQtt,
  state: z.enum(depositStates),
  confirmations: z.number().int().nonnegative(),
  required: z.number().int().nonnegative(),
  seenAt: isoTimestamp,
  creditedAt: isoTimestamp.nullable(),
  txUrl: z.string().nullable(),
});
export type Deposit = z.infer<typeof depositSchema>;

export const depositListSchema = z.object({ deposits: z.array(depositSchema) });
export type DepositList = z.infer<typeof depositListSchema>;
