import { parseQtt, unitsToDecimal } from '@/domain/money/qtt';

/** By how much `next` is above `previous` (a decimal QTT string), or null if not above. */
export function balanceGain(previous: string | undefined, next: string | undefined) {
  if (previous === undefined || next === undefined) return null;
  const gain = parseQtt(next) - parseQtt(previous);
  return gain > 0n ? unitsToDecimal(gain) : null;
}
