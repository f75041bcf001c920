import { and, eq, gte, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { watchReward, watchSession } from '../db/schema';
import { subnetOf } from '../http/address-subnet';
import { farmFlagRules as rules } from './farm-flag-rules';
import type { RawFlag } from './raw-flag';

interface Paid {
  userId: string;
  ip: string;
  at: Date;
}

/** Accounts paid watch rewards from one address (or one subnet) within the last 24 h. */
export async function sharedAddressFlags(db: Database, now: Date): Promise<RawFlag[]> {
  const since = new Date(now.getTime() - rules.sharedWindowMs);
  const rows = await db
    .select({ userId: watchReward.userId, ip: watchSession.ip, at: watchReward.createdAt })
    .from(watchReward)
    .innerJoin(watchSession, eq(watchSession.id, watchReward.sessionId))
    .where(and(gte(watchReward.createdAt, since), isNotNull(watchSession.ip)))
    .limit(50_000);
  const paid = rows.flatMap((r) => (r.ip ? [{ ...r, ip: r.ip }] : []));
  const byAddress = flagGroups(paid, (p) => p.ip, rules.accountsPerAddress, 'shared_address');
  const flagged = new Set(byAddress.map((f) => `${f.userId} ${subnetOf(f.address ?? '')}`));
  // A subnet flag adds news only for accounts its addresses did not already flag.
  const bySubnet = flagGroups(
    paid,
    (p) => subnetOf(p.ip),
    rules.accountsPerSubnet,
    'shared_subnet',
  ).filter((f) => !flagged.has(`${f.userId} ${f.address}`));
  return [...byAddress, ...bySubnet];
}

function flagGroups(
  paid: Paid[],
  keyOf: (p: Paid) => string,
  threshold: number,
  kind: 'shared_address' | 'shared_subnet',
): RawFlag[] {
  const groups = new Map<string, Map<string, Paid[]>>();
  for (const p of paid) {
    const key = keyOf(p);
    const users = groups.get(key) ?? new Map<string, Paid[]>();
    users.set(p.userId, [...(users.get(p.userId) ?? []), p]);
    groups.set(key, users);
  }
  const flags: RawFlag[] = [];
  for (const [address, users] of groups) {
    if (users.size < threshold) continue;
    for (const [userId, list] of users) {
      const times = list.map((p) => p.at.getTime());
      flags.push({
        userId,
        kind,
        reason: `${users.size} accounts were paid watch rewards from ${address} in the last 24 hours.`,
        address,
        figures: { accounts: users.size, rewards: list.length },
        firstSeen: new Date(Math.min(...times)),
        lastSeen: new Date(Math.max(...times)),
      });
    }
  }
  return flags;
}
