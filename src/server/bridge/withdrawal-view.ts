import type { Withdrawal } from '@/domain/api/bridge';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { bridgeWithdrawal } from '../db/schema';
import { unitsToWei } from './sign-voucher';

type Row = typeof bridgeWithdrawal.$inferSelect;

export const txUrl = (explorerUrl: string | null, tx: string | null) =>
  explorerUrl && tx ? `${explorerUrl}/tx/${tx}` : null;

/**
 * A withdrawal as the member sees it. `expired` is an issued voucher past its expiry: no
 * longer redeemable, refunded once the chain has passed the expiry by the confirmations.
 */
export function withdrawalView(row: Row, now: Date, explorerUrl: string | null): Withdrawal {
  const expiresAt = new Date(row.expiry * 1000);
  const expired = row.state === 'issued' && expiresAt.getTime() < now.getTime();
  const state = expired ? 'expired' : row.state;
  return {
    id: row.id,
    amount: unitsToDecimal(row.amount),
    recipient: row.recipient,
    state,
    createdAt: row.createdAt.toISOString(),
    expiresAt: expiresAt.toISOString(),
    voucher:
      state === 'issued'
        ? {
            chainId: row.chainId,
            contract: row.contract,
            recipient: row.recipient,
            amountWei: unitsToWei(row.amount).toString(),
            nonce: row.nonce,
            expiry: row.expiry,
            signature: row.signature,
          }
        : null,
    redeemedTx: row.redeemedTx,
    redeemedTxUrl: txUrl(explorerUrl, row.redeemedTx),
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}
