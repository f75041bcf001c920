import { and, eq, gt, gte, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { gameSession } from '../db/schema';
import { earningPlacesOf } from '../http/address-subnet';
import { farmFlagRules as rules } from './farm-flag-rules';
import type { RawFlag } from './raw-flag';

/** The configured game earning limits (0 = off); a flag is raised where one is reached. */
export interface GameLimits {
  perAddress: number;
  perSubnet: number;
}

interface Earning {
  userId: string;
  ip: string;
  at: Date;
  paid: boolean;
}

/**
 * Accounts that earned from games at one address (or subnet) within 24 h: paid, or withheld
 * by the earning limit (docs/decisions/032). Raised when the place used its whole allowance,
 * so a farm that rotates accounts is named every day it plays; with a limit off, at the
 * watch flags' thresholds.
 */
export async function gameAddressFlags(
  db: Database,
  now: Date,
  limits: GameLimits,
): Promise<RawFlag[]> {
  const since = new Date(now.getTime() - rules.sharedWindowMs);
  const rows = await db
    .select({
      userId: gameSession.userId,
      ip: gameSession.ip,
      at: gameSession.finishedAt,
      status: gameSession.status,
    })
    .from(gameSession)
    .where(
      and(
        gte(gameSession.finishedAt, since),
        isNotNull(gameSession.ip),
        or(
          and(eq(gameSession.status, 'finished'), gt(gameSession.reward, 0n)),
          and(eq(gameSession.status, 'withheld'), eq(gameSession.outcome, 'address_limit')),
        ),
      ),
    )
    .limit(50_000);
  const earnings = rows.flatMap((r) =>
    r.ip && r.at ? [{ userId: r.userId, ip: r.ip, at: r.at, paid: r.status === 'finished' }] : [],
  );
  const perAddress = limits.perAddress || rules.accountsPerAddress;
  const perSubnet = limits.perSubnet || rules.accountsPerSubnet;
  // Grouped as the limits count (an IPv6 /64 is one address); a subnet flag adds news only
  // for accounts their address did not already flag.
  const placeOf = (e: Earning) => earningPlacesOf(e.ip);
  const byAddress = groupFlags(
    earnings,
    (e) => placeOf(e).address,
    perAddress,
    'game_shared_address',
  );
  const flaggedAt = new Set(byAddress.map((f) => `${f.userId} ${f.address}`));
  const flagged = new Set(
    earnings
      .filter((e) => flaggedAt.has(`${e.userId} ${placeOf(e).address}`))
      .map((e) => `${e.userId} ${placeOf(e).subnet}`),
  );
  const bySubnet = groupFlags(
    earnings,
    (e) => placeOf(e).subnet,
    perSubnet,
    'game_shared_subnet',
  ).filter((f) => !flagged.has(`${f.userId} ${f.address}`));
  return [...byAddress, ...bySubnet];
}

function groupFlags(
  earnings: Earning[],
  keyOf: (e: Earning) => string,
  threshold: number,
  kind: 'game_shared_address' | 'game_shared_subnet',
): RawFlag[] {
  const groups = new Map<string, Map<string, Earning[]>>();
  for (const e of earnings) {
    const users = groups.get(keyOf(e)) ?? new Map<string, Earning[]>();
    users.set(e.userId, [...(users.get(e.userId) ?? []), e]);
    groups.set(keyOf(e), users);
  }
  const flags: RawFlag[] = [];
  for (const [address, users] of groups) {
    if (users.size < threshold) continue;
    const paid = [...users.values()].filter((list) => list.some((e) => e.paid)).length;
    const reason = groupReason(kind, address, users.size, paid, threshold);
    for (const [userId, list] of users) {
      const times = list.map((e) => e.at.getTime());
      flags.push({
        userId,
        kind,
        reason,
        address,
        figures: { accounts: users.size, paid, withheld: users.size - paid, sessions: list.length },
        firstSeen: new Date(Math.min(...times)),
        lastSeen: new Date(Math.max(...times)),
      });
    }
  }
  return flags;
}

function groupReason(
  kind: 'game_shared_address' | 'game_shared_subnet',
  address: string,
  accounts: number,
  paid: number,
  limit: number,
): string {
  const place = kind === 'game_shared_address' ? 'address' : 'subnet';
  const head = `${accounts} accounts earned from games at ${address} in the last 24 hours`;
  if (paid === accounts) return `${head}, as many as the limit of ${limit} per ${place} allows.`;
  const withheld = accounts - paid;
  return (
    `${head}: ${paid} paid, and ${withheld} more ${withheld === 1 ? 'was' : 'were'} withheld ` +
    `by the limit of ${limit} accounts per ${place}.`
  );
}
