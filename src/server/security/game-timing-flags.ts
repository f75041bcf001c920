import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { gameSession } from '../db/schema';
import { farmFlagRules as rules } from './farm-flag-rules';
import type { RawFlag } from './raw-flag';
import { timingSignature, type TimingSignature } from './timing-signature';

interface Played {
  userId: string;
  at: Date;
}

/**
 * Accounts whose game sessions of the last 24 h share one timing (docs/decisions/032): the
 * same input rhythm in 3 or more accounts, or the same duration repeated by 3 or more
 * accounts, the mark of one script driving many accounts.
 */
export async function gameTimingFlags(db: Database, now: Date): Promise<RawFlag[]> {
  const since = new Date(now.getTime() - rules.sharedWindowMs);
  const rows = await db
    .select({
      userId: gameSession.userId,
      gameId: gameSession.gameId,
      kind: gameSession.kind,
      verifiedMs: gameSession.verifiedMs,
      evidence: gameSession.evidence,
      // Only Memory Master's flips: other games' secrets (word lists) are not needed here.
      flips: sql<unknown>`case when ${gameSession.kind} = 'memory-master' then ${gameSession.secret}->'flips' end`,
      at: gameSession.finishedAt,
    })
    .from(gameSession)
    .where(
      and(
        gte(gameSession.finishedAt, since),
        inArray(gameSession.status, ['finished', 'withheld']),
      ),
    )
    .limit(50_000);
  const groups = new Map<string, { sig: TimingSignature; played: Played[] }>();
  for (const r of rows) {
    const sig = timingSignature(r);
    if (!sig || !r.at) continue;
    const group = groups.get(sig.key) ?? { sig, played: [] };
    group.played.push({ userId: r.userId, at: r.at });
    groups.set(sig.key, group);
  }
  // One flag per account: the group in which it played most.
  const best = new Map<string, RawFlag>();
  for (const flag of [...groups.values()].flatMap(({ sig, played }) => flagsOf(sig, played))) {
    const seen = best.get(flag.userId);
    if (!seen || (flag.figures.sessions ?? 0) > (seen.figures.sessions ?? 0)) {
      best.set(flag.userId, flag);
    }
  }
  return [...best.values()];
}

function flagsOf(sig: TimingSignature, played: Played[]): RawFlag[] {
  const byUser = new Map<string, Date[]>();
  for (const p of played) byUser.set(p.userId, [...(byUser.get(p.userId) ?? []), p.at]);
  const minRepeats = sig.strength === 'inputs' ? 1 : rules.sameDurationRepeats;
  const repeaters = [...byUser].filter(([, times]) => times.length >= minRepeats);
  if (repeaters.length < rules.sameTimingAccounts) return [];
  const sessions = repeaters.reduce((n, [, times]) => n + times.length, 0);
  const reason = `${repeaters.length} accounts ${sig.words}, in ${sessions} sessions in the last 24 hours.`;
  return repeaters.map(([userId, times]) => ({
    userId,
    kind: 'game_same_timing' as const,
    reason,
    address: null,
    figures: { accounts: repeaters.length, sessions, 'by this account': times.length },
    firstSeen: new Date(Math.min(...times.map((t) => t.getTime()))),
    lastSeen: new Date(Math.max(...times.map((t) => t.getTime()))),
  }));
}
