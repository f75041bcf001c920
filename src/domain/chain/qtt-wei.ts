import { qttTokenDecimals } from '../constants';
import { qttDecimals } from '../money/qtt';

/**
 * QTT as the token counts it (18 decimals, wei) against the product's decimal text. Exact
 * integer arithmetic only (viem's parseUnits would pull viem into the wallet page's first
 * load, decision 009), and the only rounding is down.
 */
const weiPerQtt = 10n ** BigInt(qttTokenDecimals);

/** "100" or "12.5" (at most `maxDecimals` decimals) as wei; null for anything else. */
export function qttToWei(text: string, maxDecimals = 2): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > maxDecimals) return null;
  return BigInt(whole) * weiPerQtt + BigInt(fraction.padEnd(qttTokenDecimals, '0'));
}

/**
 * Wei as the decimal text the vault list's rows carry (at most 8 decimals, the ledger's
 * precision), rounded down; trailing zeros trimmed ("100", "15.5").
 */
export function weiToDecimal(wei: bigint, decimals = qttDecimals): string {
  const step = 10n ** BigInt(qttTokenDecimals - decimals);
  const kept = wei / step;
  const unit = 10n ** BigInt(decimals);
  const fraction = (kept % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${kept / unit}${fraction ? `.${fraction}` : ''}`;
}
