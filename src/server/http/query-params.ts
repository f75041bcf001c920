import { z } from 'zod';

const int8Max = 9_223_372_036_854_775_807n;

/** A calendar day such as 2026-04-14 that really exists. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-04-14.')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, 'That date does not exist.');

/** A page cursor: a row id that fits a bigint. */
export const idCursor = z
  .string()
  .regex(/^\d{1,19}$/, 'Invalid page cursor.')
  .refine((v) => BigInt(v) <= int8Max, 'Invalid page cursor.');
