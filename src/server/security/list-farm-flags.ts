import { inArray } from 'drizzle-orm';
import type { SecurityFlagsResponse } from '@/domain/api/security-flags';
import type { Database } from '../db/open-database';
import { rewardHold, user } from '../db/schema';
import { gameAddressFlags, type GameLimits } from './game-address-flags';
import { gameFreshCapFlags } from './game-fresh-cap-flags';
import { gameTimingFlags } from './game-timing-flags';
import { sendFunnelFlags } from './send-funnel-flags';
import { dailyCapFlags, maxRateFlags } from './rate-flags';
import { sharedAddressFlags } from './shared-address-flags';

/** What the game flags compare against: the earning limits and the daily game cap, in units. */
export type GameFlagSettings = GameLimits & { dailyCapUnits: bigint };

/**
 * The Security Center's flagged accounts, each with its reason and evidence
 * (docs/decisions/013, 032, 041). Flags inform an admin; they never hold or ban anyone.
 */
export async function listFarmFlags(
  db: Database,
  o: { now: Date; dailyCapUnits: bigint; games: GameFlagSettings; funnelSenders: number },
): Promise<SecurityFlagsResponse> {
  const raw = [
    ...(await sharedAddressFlags(db, o.now)),
    ...(await dailyCapFlags(db, o.now, o.dailyCapUnits)),
    ...(await maxRateFlags(db, o.now)),
    ...(await gameAddressFlags(db, o.now, o.games)),
    ...(await gameTimingFlags(db, o.now)),
    ...(await gameFreshCapFlags(db, o.now, o.games.dailyCapUnits)),
    ...(await sendFunnelFlags(db, o.now, o.funnelSenders)),
  ]
    .sort((a, b) => b.lastSeen.getTime() - a.lastSeen.getTime())
    .slice(0, 500);
  const ids = [...new Set(raw.map((f) => f.userId))];
  const names = ids.length
    ? await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, ids))
    : [];
  const held = ids.length
    ? await db
        .select({ id: rewardHold.userId })
        .from(rewardHold)
        .where(inArray(rewardHold.userId, ids))
    : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const heldIds = new Set(held.map((h) => h.id));
  return {
    flags: raw.map((f) => ({
      ...f,
      userName: nameOf.get(f.userId) ?? null,
      held: heldIds.has(f.userId),
      firstSeen: f.firstSeen.toISOString(),
      lastSeen: f.lastSeen.toISOString(),
    })),
  };
}
