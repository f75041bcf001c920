import { qttPerPi } from '@/domain/constants';
import { AmountError, parseQtt, unitsToDecimal } from '@/domain/money/qtt';
import {
  parsePi,
  piPaymentLimits,
  piUnitsToDecimal,
  qttUnitsForPi,
  unitsPerPi,
} from '@/domain/pi/pi-amount';

/**
 * The exchange calculator's rules: non-negative numbers only, Pi from 0.01 in steps of
 * 0.01, QTT from 0.2 in steps of 0.2, the two linked at 20 QTT per Pi (product rules R9). All maths
 * is on exact integer units, so what is sent is what was shown.
 */
export const exchangeLimits = { piMin: '0.01', piStep: '0.01', qttMin: '0.2', qttStep: '0.2' };

const piStepUnits = unitsPerPi / 100n;
const qttUnitsPerPiUnit = qttUnitsForPi(1n);

/** Whether typed text can stand in an amount field: digits and one point, never a sign. */
export function isAmountText(text: string): boolean {
  return /^\d*(\.\d*)?$/.test(text);
}

/** "1." and ".5" are on their way to a number: read them as 1 and 0.5. */
const complete = (text: string) => (text.startsWith('.') ? `0${text}` : text).replace(/\.$/, '');

/** The QTT for a Pi amount, or null when the Pi text is not (yet) a number. */
export function qttForPi(piText: string): string | null {
  if (piText === '') return '';
  const units = parsePi(complete(piText));
  return units === null ? null : unitsToDecimal(units * qttUnitsPerPiUnit);
}

/** The Pi for a QTT amount (to 7 decimals, rounded down), or null when not a number. */
export function piForQtt(qttText: string): string | null {
  if (qttText === '') return '';
  try {
    const units = parseQtt(complete(qttText));
    return units < 0n ? null : piUnitsToDecimal(units / qttUnitsPerPiUnit);
  } catch (error) {
    if (error instanceof AmountError) return null;
    throw error;
  }
}

/** What stops this Pi amount from being paid, in words; null when it can be paid. */
export function piAmountProblem(piText: string): string | null {
  if (piText.trim() === '') return 'Enter how much Pi to exchange.';
  const units = parsePi(complete(piText));
  if (units === null) return 'Enter a Pi amount such as 1.25.';
  if (units < piStepUnits) {
    return `The smallest exchange is ${exchangeLimits.piMin} Pi (${exchangeLimits.qttMin} QTT).`;
  }
  if (units % piStepUnits !== 0n) {
    return `Pi goes in steps of ${exchangeLimits.piStep} (QTT in steps of ${exchangeLimits.qttStep}).`;
  }
  if (units > (parsePi(piPaymentLimits.max) ?? 0n)) {
    return `The largest exchange is ${piPaymentLimits.max} Pi.`;
  }
  return null;
}

/** The amount as the order request carries it ("1", "0.25"), from exact units. */
export function piOrderAmount(piText: string): string {
  return piUnitsToDecimal(parsePi(complete(piText)) ?? 0n);
}

export const exchangeRateText = `1 Pi = ${qttPerPi} QTT`;
