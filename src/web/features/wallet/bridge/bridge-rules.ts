import type { BridgeOffReason, BridgeStatus, Withdrawal } from '@/domain/api/bridge';
import { AmountError, formatQtt, parseQtt } from '@/domain/money/qtt';

/** Why the bridge is off, in plain words: what happened, and that the wallet is untouched. */
export function offReasonText(reason: BridgeOffReason | null, network: string): string {
  switch (reason) {
    case 'not-deployed':
      return `The bridge contract is not deployed on ${network} yet, so QTT cannot move to or from the chain. Your QTN wallet works as usual.`;
    case 'signer-mismatch':
      return `The bridge on ${network} does not accept this server's vouchers right now (its signing key was changed), so withdrawals are paused until it is fixed. Nothing is lost: your QTN wallet works as usual.`;
    default:
      return 'This server is not set up to move QTT to or from the chain. Your QTN wallet works as usual.';
  }
}

/**
 * The checks the withdraw form makes alone (the server makes them again): an amount of at
 * most two decimals, at least the minimum, within today's limit and the balance.
 */
export function checkWithdrawAmount(amount: string, status: BridgeStatus): string | null {
  let units: bigint;
  try {
    if (!amount.trim()) return 'Enter an amount such as 50.';
    units = parseQtt(amount, 2);
  } catch (err) {
    return err instanceof AmountError ? err.message : 'Enter an amount such as 50.';
  }
  const min = parseQtt(status.minWithdrawal);
  const left = parseQtt(status.leftToday);
  const balance = parseQtt(status.balance);
  if (units <= 0n) return 'The amount must be more than zero.';
  if (units < min) return `Withdrawals start at ${formatQtt(min, 0)} QTT.`;
  if (left <= 0n)
    return `You have withdrawn today’s ${formatQtt(parseQtt(status.dailyMax), 0)} QTT. More tomorrow (UTC).`;
  if (units > left) return `You can withdraw ${formatQtt(left)} QTT more today.`;
  if (units > balance) return `That is more than your balance (${formatQtt(balance)} QTT).`;
  return null;
}

/** "10 QTT minimum · 1,000 QTT left today" */
export function limitsLine(status: BridgeStatus): string {
  const whole = (decimal: string) => {
    const units = parseQtt(decimal);
    return units % 10n ** 8n === 0n ? formatQtt(units, 0) : formatQtt(units);
  };
  return `${whole(status.minWithdrawal)} QTT minimum · ${whole(status.leftToday)} QTT left today`;
}

/** What a connected wallet looks like to the redeem button. */
export interface RedeemWallet {
  kind: 'wallet' | 'mock' | null;
  account: string | null;
  chainId: number | null;
}

/** Why "Redeem in wallet" cannot work now, or null when it can. */
export function redeemBlocked(w: Withdrawal, wallet: RedeemWallet): string | null {
  const voucher = w.voucher;
  if (w.state !== 'issued' || !voucher) return 'Only an issued voucher can be redeemed.';
  if (wallet.kind === 'mock') return 'Mock mode cannot redeem vouchers. Connect your wallet.';
  if (!wallet.account) return 'Connect your wallet to redeem.';
  if (wallet.account.toLowerCase() !== voucher.recipient.toLowerCase()) {
    return `This voucher pays ${shortAddress(voucher.recipient)}. Connect that address to redeem.`;
  }
  if (wallet.chainId !== voucher.chainId) {
    return `This voucher is for chain ${voucher.chainId}. Switch your wallet to it to redeem.`;
  }
  return null;
}

export const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The contract's custom errors, in the person's words; anything else as the wallet said it. */
export function bridgeChainErrorText(detail: string): string {
  if (detail.startsWith('NonceUsed')) return 'This voucher has already been redeemed.';
  if (detail.startsWith('VoucherExpired')) {
    return 'This voucher has expired. Its amount returns to your QTN wallet after the confirmations.';
  }
  if (detail.startsWith('InsufficientLiquidity')) {
    return 'The bridge holds too little QTT to pay this voucher right now. Try again later.';
  }
  if (detail.startsWith('EnforcedPause')) return 'The bridge is paused for maintenance.';
  if (detail.startsWith('InvalidSignature'))
    return 'The bridge does not accept this voucher’s signature.';
  return detail;
}

/** The deposit form's checks: an amount of at most two decimals, within the wallet's QTT. */
export function checkDepositAmount(amount: string, onChainWei: bigint | null): string | null {
  if (!amount.trim()) return 'Enter an amount such as 20.';
  let units: bigint;
  try {
    units = parseQtt(amount, 2);
  } catch (err) {
    return err instanceof AmountError ? err.message : 'Enter an amount such as 20.';
  }
  if (units <= 0n) return 'The amount must be more than zero.';
  // Ledger units have 8 decimals, token wei 18.
  if (onChainWei !== null && units * 10n ** 10n > onChainWei) {
    return 'That is more than your wallet holds on chain.';
  }
  return null;
}
