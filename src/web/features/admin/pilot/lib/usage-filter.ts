import { z } from 'zod';
import { defaultPilotRange, pilotRanges, type PilotRange } from '@/domain/api/pilot';
import { uuid } from '@/domain/api/fields';

const userIdSchema = uuid();

export const invalidUserIdMessage =
  'Enter a user id in UUID form, e.g. 4b0c1c62-5b55-4d35-9f5a-2b0b9d7b7c11.';

/** What the filter box holds: empty (everyone), a valid id, or an error to show under it. */
export function checkUserId(
  input: string,
): { ok: true; userId: string | null } | { ok: false; error: string } {
  const value = input.trim();
  if (!value) return { ok: true, userId: null };
  return userIdSchema.safeParse(value).success
    ? { ok: true, userId: value.toLowerCase() }
    : { ok: false, error: invalidUserIdMessage };
}

const rangeSchema = z.coerce.number().pipe(z.union(pilotRanges.map((r) => z.literal(r))));

/** The range from the address bar; anything else falls back to the default (7 days). */
export function parseRange(value: string | null): PilotRange {
  const parsed = rangeSchema.safeParse(value);
  return parsed.success ? (parsed.data as PilotRange) : defaultPilotRange;
}

/** The user filter from the address bar; an invalid one is ignored rather than sent. */
export function parseUserParam(value: string | null): string | null {
  const checked = checkUserId(value ?? '');
  return checked.ok ? checked.userId : null;
}
