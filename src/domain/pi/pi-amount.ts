import { unitsPerQtt, type Units } from '../money/qtt';
import { qttPerPi } from '../constants';

/**
 * Pi amounts are exact integers of Pi's smallest unit (7 decimals), never JavaScript
 * numbers on the server. 1 Pi = 20 QTT, so a Pi unit (10^-7 Pi) is 200 QTT units (10^-8).
 */
export const piDecimals = 7;
export const unitsPerPi = 10n ** BigInt(piDecimals);
export type PiUnits = bigint;

/** The smallest and largest payment QTN asks for (the test payment; a sane ceiling). */
export const piPaymentLimits = { min: '0.001', max: '10000' } as const;

/** Parses "1.25" into Pi units; null when it is not a plain decimal of at most 7 places. */
export function parsePi(input: string): PiUnits | null {
  const match = /^(\d{1,9})(?:\.(\d{1,7}))?$/.exec(input.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * unitsPerPi + BigInt(fraction.padEnd(piDecimals, '0'));
}

/** Pi units as a decimal string with trailing zeros trimmed ("1.25", "0.001", "3"). */
export function piUnitsToDecimal(units: PiUnits): string {
  const whole = units / unitsPerPi;
  const fraction = (units % unitsPerPi).toString().padStart(piDecimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** The QTT units a payment of `pi` buys: exactly 20 QTT per Pi. */
export function qttUnitsForPi(pi: PiUnits): Units {
  return (pi * BigInt(qttPerPi) * unitsPerQtt) / unitsPerPi;
}

/**
 * The Pi Platform reports amounts as JSON numbers. A number equals our order's amount when
 * it rounds to the same 7-decimal unit count (1.1 arrives as 1.1000000000000001).
 */
export function piUnitsFromPlatform(amount: number): PiUnits | null {
  if (!Number.isFinite(amount) || amount < 0 || amount > 1e9) return null;
  return BigInt(Math.round(amount * Number(unitsPerPi)));
}
