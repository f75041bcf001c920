import { formatQtt, parseQtt, qttDecimals, unitsToDecimal, type Units } from '@/domain/money/qtt';

/**
 * Money as the person should read it: two decimals, or as many as the amount really has
 * (85 % of 100.33 is 85.2805), so a shown split always adds up to the principal.
 */
export function formatAmount(amount: Units | string): string {
  const units = typeof amount === 'string' ? parseQtt(amount) : amount;
  const fraction = unitsToDecimal(units).split('.')[1] ?? '';
  return formatQtt(units, Math.min(qttDecimals, Math.max(2, fraction.length)));
}
