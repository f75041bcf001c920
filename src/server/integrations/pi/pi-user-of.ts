import { AppError } from '@/server/http/app-error';
import type { PiUser } from './pi-platform';
import type { PiUserDto } from './pi-platform-schemas';

/** Seconds since the epoch read as such up to here; a larger number is milliseconds. */
const largestSeconds = 1e11;

/**
 * The moment an access token stops being valid, from /v2/me's `credentials.valid_until`
 * (`{ timestamp, iso8601 }` in the Platform API docs, the timestamp's unit not given): the
 * ISO 8601 string when it reads as a date, else the timestamp (seconds, or milliseconds
 * when too large to be seconds of a real date). Undefined when Pi sent neither.
 */
export function validUntilOf(dto: PiUserDto): Date | undefined {
  const until = dto.credentials?.valid_until;
  if (!until) return undefined;
  const fromIso = until.iso8601 === undefined ? NaN : Date.parse(until.iso8601);
  if (Number.isFinite(fromIso)) return new Date(fromIso);
  const t = until.timestamp;
  if (t !== undefined && t > 0) return new Date(t > largestSeconds ? t : t * 1000);
  if (until.iso8601 === undefined && t === undefined) return undefined;
  throw new AppError('PI_PLATFORM_FAILED', 'The Pi Platform sent an answer QTN could not read.');
}

/**
 * The Pi user of a /v2/me answer, refused when the token is no longer valid: the Platform
 * vouches for a token only until `valid_until` (decision 036). A missing username (the
 * token lacks the `username` scope) is null, never an error.
 */
export function piUserOf(dto: PiUserDto, now: Date): PiUser {
  const validUntil = validUntilOf(dto);
  if (validUntil && validUntil.getTime() <= now.getTime()) {
    throw new AppError('PI_TOKEN_INVALID', 'Your Pi sign-in has expired. Sign in with Pi again.');
  }
  const username = dto.username?.trim() ? dto.username : null;
  return {
    uid: dto.uid,
    username,
    ...(validUntil ? { validUntil } : {}),
    ...(dto.credentials?.scopes ? { scopes: dto.credentials.scopes } : {}),
  };
}
