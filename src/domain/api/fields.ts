import { z } from 'zod';
import { AmountError, parseQtt, qttDecimals } from '../money/qtt';

/**
 * Field builders every request schema uses, so a new route refuses hostile input (NUL
 * bytes PostgreSQL cannot store, dates it cannot hold, amounts that do not fit the ledger)
 * with a 400 before any of it reaches the database.
 */

const noNul = (v: string) => !v.includes('\u0000');
const nulMessage = 'Text cannot contain NUL characters.';

/** Trimmed text of `min`..`max` characters, without NUL bytes. */
export function text({
  min = 0,
  max,
  label = 'Text',
  tooShort,
}: {
  min?: number;
  max: number;
  label?: string;
  tooShort?: string;
}) {
  const short = min > 1 ? `${label} needs ${min} characters or more.` : `${label} is required.`;
  return z
    .string({ message: `${label} must be text.` })
    .refine(noNul, nulMessage)
    .trim()
    .min(min, tooShort ?? short)
    .max(max, `${label} must be ${max} characters or fewer.`);
}

/** Optional text where blank means absent: '' and whitespace become null. */
export function optionalText({ max, label }: { max: number; label?: string }) {
  return text({ max, ...(label ? { label } : {}) })
    .nullish()
    .transform((v) => (v ? v : null));
}

/** The years a date we store may fall in; outside it PostgreSQL or Date would misbehave. */
export const yearRange = { min: 2000, max: 2999 } as const;

/** A calendar day such as 2026-04-14 that exists and lies in `yearRange`. */
export const dayString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-04-14.')
  .refine((v) => {
    const d = new Date(`${v.slice(0, 10)}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'That date does not exist.')
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= yearRange.min && year <= yearRange.max;
  }, `Dates must fall between ${yearRange.min} and ${yearRange.max}.`);

const int8Max = 9_223_372_036_854_775_807n;

/** A page cursor: a row id that fits a bigint. */
export const idCursor = z
  .string()
  .regex(/^\d{1,19}$/, 'Invalid page cursor.')
  // zod runs every check even after the regex fails: BigInt('%00') must never be reached.
  .refine((v) => /^\d{1,19}$/.test(v) && BigInt(v) <= int8Max, 'Invalid page cursor.');

/** A user or content id. */
export const uuid = (message = 'Invalid id.') => z.uuid({ message });

/** A vault id: `v_` and eight base-36 characters. */
export const vaultId = z.string().regex(/^v_[0-9a-z]{8}$/, 'Vault not found.');

/** An Idempotency-Key header: any opaque token a client chose. */
export const idempotencyKey = z
  .string()
  .min(8, 'Idempotency-Key is too short.')
  .max(100, 'Idempotency-Key is too long.')
  .refine(noNul, nulMessage);

/**
 * A request amount: a decimal string of QTT ("12.5") parsed exactly into base units.
 * Numbers are refused (a float cannot carry money), as are more than `maxDecimals`
 * decimals: a reward of 0.000000001 is an error, never rounded to 0.
 */
export function qttAmount({
  maxDecimals = qttDecimals,
  positive = true,
}: { maxDecimals?: number; positive?: boolean } = {}) {
  // The two patterns say what parseQtt accepts (ten whole digits, at most `maxDecimals`
  // decimals) with its own messages, so the OpenAPI document states the format too.
  return z
    .string({ message: 'Enter the amount as text, e.g. "12.50".' })
    .regex(/^\s*\d{1,10}(\.\d+)?\s*$/, 'Enter an amount such as 12.50.')
    .regex(
      new RegExp(`^\\s*\\d+(\\.\\d{1,${maxDecimals}})?\\s*$`),
      `Use at most ${maxDecimals} decimal places.`,
    )
    .transform((v, ctx) => {
      try {
        return parseQtt(v, maxDecimals);
      } catch (err) {
        ctx.addIssue({
          code: 'custom',
          message: err instanceof AmountError ? err.message : 'Invalid amount.',
        });
        return z.NEVER;
      }
    })
    .refine((v) => !positive || v > 0n, 'The amount must be more than zero.');
}

/** A response amount: exact decimal QTT as the server writes it (unitsToDecimal). */
export const decimalQtt = z.string().regex(/^-?\d+(\.\d{1,8})?$/, 'Not a QTT amount.');

/** A timestamp as the server writes it (Date.toISOString). */
export const isoTimestamp = z.string();
