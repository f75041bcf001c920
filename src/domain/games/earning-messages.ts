/**
 * What a player and an admin read when a game result is withheld because of who may earn
 * (docs/decisions/032). Written for someone who shares a connection with family or a
 * school and needs to know why their game paid nothing, not for the person running a farm.
 */

export type EarningScope = 'address' | 'subnet';

const place = (scope: EarningScope) =>
  scope === 'address' ? 'this internet connection' : 'this network';

/** "about 23 hours", "40 minutes": rounded up, so a person who waits that long is not early. */
export function waitWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 90) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `about ${Math.ceil(minutes / 60)} hours`;
}

/** The player's message: nothing paid, why, that it is shared, and when it may change. */
export function earningLimitMessage(o: {
  scope: EarningScope;
  limit: number;
  windowHours: number;
  retryAfterMs: number;
}): string {
  const accounts = `${o.limit} other account${o.limit === 1 ? ' has' : 's have'}`;
  return (
    `This game earned no QTT: ${accounts} already earned from games on ${place(o.scope)} ` +
    `in the last ${o.windowHours} hours, and that is the most one ${o.scope === 'address' ? 'connection' : 'network'} may have. ` +
    `Everyone who shares it (a family, a school, an office) shares this limit. ` +
    `Your result is recorded; the limit frees up in ${waitWords(o.retryAfterMs)} at the earliest.`
  );
}

/** The Security Center's reason for the same result, with the address it was counted at. */
export function earningLimitReason(o: {
  scope: EarningScope;
  where: string;
  limit: number;
  windowHours: number;
}): string {
  const what = o.scope === 'address' ? 'address' : 'subnet';
  return (
    `Withheld by the per-${what} limit: ${o.limit} other account${o.limit === 1 ? ' was' : 's were'} ` +
    `already paid game rewards from ${o.where} in the last ${o.windowHours} hours (limit ${o.limit}).`
  );
}

export const emailUnconfirmedMessage =
  'This game earned no QTT: please confirm your email address first. Use the link ' +
  'we emailed you (signing in again sends a new one); games you play after that can earn.';

export const emailUnconfirmedReason =
  'Withheld: the account’s email address is not confirmed, and this server requires it.';
