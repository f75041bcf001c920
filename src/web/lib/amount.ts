import { AmountError, formatQtt, parseQtt, qttDecimals, unitsToDecimal } from '@/domain/money/qtt';

export type AmountCheck =
  { ok: true; amount: string; display: string } | { ok: false; error: string };

/**
 * Checks an amount typed by an admin: a plain decimal, up to 8 places, more than zero.
 * `amount` is what the server gets; `display` shows it exactly, with at least 2 places.
 */
export function checkAmount(input: string): AmountCheck {
  if (!input.trim()) return { ok: false, error: 'Enter an amount.' };
  try {
    const units = parseQtt(input, qttDecimals);
    if (units <= 0n) return { ok: false, error: 'The amount must be more than zero.' };
    return { ok: true, amount: unitsToDecimal(units), display: exactQtt(input) };
  } catch (error) {
    if (error instanceof AmountError) return { ok: false, error: error.message };
    throw error;
  }
}

/** A decimal QTT string for display, exact to the unit ("25.50", "0.00000001", "1,200.00"). */
export function exactQtt(decimal: string): string {
  try {
    const units = parseQtt(decimal.replace(/^-/, ''));
    const places = unitsToDecimal(units).split('.')[1]?.length ?? 0;
    return `${decimal.startsWith('-') ? '-' : ''}${formatQtt(units, Math.max(2, places))}`;
  } catch (error) {
    if (error instanceof AmountError) return decimal;
    throw error;
  }
}

/** Dates in en-US, in the reader's time zone. */
export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
