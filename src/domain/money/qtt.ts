/**
 * QTT amounts are exact integers of base units (product rules R2): 1 QTT = 10^8 units, so
 * every amount the product names (0.01 QTT a second, 85 % of a 2-decimal principal,
 * 1.1 × an amount) is a whole number of units. JavaScript numbers never carry money.
 */
export const qttDecimals = 8;
export const unitsPerQtt = 10n ** BigInt(qttDecimals);

export type Units = bigint;

export class AmountError extends Error {
  override name = 'AmountError';
}

/**
 * Parses a decimal QTT string ("12.5") into units. Refuses signs, exponents, more than
 * `maxDecimals` decimals and anything that is not a plain number.
 */
export function parseQtt(input: string, maxDecimals: number = qttDecimals): Units {
  const text = input.trim();
  // Ten whole digits keep every amount inside PostgreSQL's bigint (about 9.2 × 10^10 QTT).
  const match = /^(\d{1,10})(?:\.(\d+))?$/.exec(text);
  if (!match) throw new AmountError('Enter an amount such as 12.50.');
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > maxDecimals) {
    throw new AmountError(`Use at most ${maxDecimals} decimal places.`);
  }
  return BigInt(whole) * unitsPerQtt + BigInt(fraction.padEnd(qttDecimals, '0') || '0');
}

/** Units as a plain decimal string with trailing zeros trimmed ("12.5", "0.01", "10"). */
export function unitsToDecimal(units: Units): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / unitsPerQtt;
  const fraction = (abs % unitsPerQtt).toString().padStart(qttDecimals, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** For display: rounded down to `decimals` places, with thousands separators (en-US). */
export function formatQtt(units: Units, decimals = 2): string {
  const step = 10n ** BigInt(qttDecimals - decimals);
  const floored = (units / step) * step;
  const [whole = '0', fraction = ''] = unitsToDecimal(floored).split('.');
  const grouped = BigInt(whole).toLocaleString('en-US');
  return decimals > 0 ? `${grouped}.${fraction.padEnd(decimals, '0')}` : grouped;
}

export const qtt = (whole: number | bigint): Units => BigInt(whole) * unitsPerQtt;
