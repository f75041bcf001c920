import { eq, sql } from 'drizzle-orm';
import { addDays, dayStart } from '@/domain/pilot/utc-days';
import { runEndingOn, streakLookbackDays, type SettledRun } from '@/domain/wallet/streak';
import type { Database } from '../db/open-database';
import type { Tx } from '../db/transaction';
import { queryRows } from '../db/query-rows';
import { walletTotals } from '../db/schema';
import { walletAccountId } from '../ledger/ledger-accounts';
import { verifiedUsage } from '../pilot/verified-usage';
import { usageBonusSql } from './list-transactions';

/** A member's wallet figures over some span of time. */
export interface WalletFigures {
  /** Units earned: watch, game and quiz credits, the usage bonus, vault gains. */
  earned: bigint;
  /** Verified watch time of completed sessions, ms. */
  watchMs: number;
  /** Settled game sessions (finished or withheld). */
  gamesPlayed: number;
}

/** The figures up to the end of `throughDay`, and the run of active days ending on it. */
export interface SettledTotals extends WalletFigures {
  throughDay: string;
  streak: SettledRun;
}

/**
 * The last day settled on `today`: the day before yesterday. A transfer or a session is
 * dated when its transaction starts; one that starts before a midnight and commits after
 * it is still read live the next day, so a settled day never misses one (decision 051).
 */
export const settledThrough = (today: string): string => addDays(today, -2);

/**
 * What the wallet counts, over what was created in [from, to): each sum reads one index on
 * the member's rows in that span, so a span of a day costs a day's rows, whatever the
 * history before it.
 */
export async function figuresIn(
  db: Database,
  userId: string,
  span: { from?: Date | undefined; to?: Date | undefined },
): Promise<WalletFigures> {
  const within = (column: string) =>
    sql.join(
      [
        span.from ? sql`and ${sql.raw(column)} >= ${span.from.toISOString()}::timestamptz` : sql``,
        span.to ? sql`and ${sql.raw(column)} < ${span.to.toISOString()}::timestamptz` : sql``,
      ],
      sql` `,
    );
  const [row] = await queryRows<{ earned: string; watch_ms: string; games: number }>(
    db,
    sql`select
      (select coalesce(sum(case
          when type in ('watch', 'game', 'quiz') then amount
          when ${usageBonusSql} then amount
          when type = 'reward' and metadata->>'kind' = 'vault' then (metadata->>'reward')::bigint
          else 0 end), 0)
        from ledger_transfer
        where credit_account_id = ${walletAccountId(userId)} ${within('created_at')})::text as earned,
      (select coalesce(sum(verified_ms), 0) from watch_session
        where user_id = ${userId}::uuid and status = 'completed'
          ${within('completed_at')})::text as watch_ms,
      (select count(*) from game_session
        where user_id = ${userId}::uuid and status in ('finished', 'withheld')
          ${within('finished_at')})::int as games`,
  );
  return {
    earned: BigInt(row?.earned ?? '0'),
    watchMs: Number(row?.watch_ms ?? '0'),
    gamesPlayed: row?.games ?? 0,
  };
}

/** UTC days in first..last with any verified watch or game second, the member's own. */
export async function activeDays(
  db: Database,
  userId: string,
  range: { first: string; last: string; until?: Date },
): Promise<string[]> {
  const usage = await verifiedUsage(db, {
    ...range,
    userId,
    ceilingSeconds: Number.MAX_SAFE_INTEGER,
  });
  return usage.filter((u) => u.watchSeconds + u.gameSeconds > 0).map((u) => u.day);
}

const none: WalletFigures = { earned: 0n, watchMs: 0, gamesPlayed: 0 };

/**
 * The member's figures through the day settled on `today` (decision 051): the kept row
 * moved forward over the days since it was written, or, the first time, every row the
 * member has. Ended days never change, so reading a day once is enough.
 */
export async function settledTotals(
  db: Database,
  userId: string,
  today: string,
): Promise<SettledTotals> {
  const through = settledThrough(today);
  const [kept] = await db.select().from(walletTotals).where(eq(walletTotals.userId, userId));
  if (kept && kept.throughDay === through) {
    return { ...kept, streak: { day: through, run: kept.streakDays } };
  }
  // A row ahead of today (a clock moved back: tests, a fixed clock) is not used or changed.
  const base = kept && kept.throughDay < through ? kept : undefined;
  const from = base ? addDays(base.throughDay, 1) : undefined;
  const added = await figuresIn(db, userId, {
    from: from === undefined ? undefined : dayStart(from),
    to: dayStart(addDays(through, 1)),
  });
  const lookbackStart = addDays(through, -(streakLookbackDays - 1));
  const active = await activeDays(db, userId, {
    first: from !== undefined && from > lookbackStart ? from : lookbackStart,
    last: through,
  });
  const totals: SettledTotals = {
    throughDay: through,
    earned: (base?.earned ?? none.earned) + added.earned,
    watchMs: (base?.watchMs ?? none.watchMs) + added.watchMs,
    gamesPlayed: (base?.gamesPlayed ?? none.gamesPlayed) + added.gamesPlayed,
    streak: {
      day: through,
      run: runEndingOn(
        new Set(active),
        through,
        base ? { day: base.throughDay, run: base.streakDays } : undefined,
      ),
    },
  };
  if (!kept || base) {
    const values = {
      userId,
      throughDay: totals.throughDay,
      earned: totals.earned,
      watchMs: totals.watchMs,
      gamesPlayed: totals.gamesPlayed,
      streakDays: totals.streak.run,
    };
    // Two first reads at once write the same figures; a row only ever moves forward.
    await db
      .insert(walletTotals)
      .values(values)
      .onConflictDoUpdate({
        target: walletTotals.userId,
        set: values,
        setWhere: sql`${walletTotals.throughDay} < excluded.through_day`,
      });
  }
  return totals;
}

/** For the test and demo seams that write usage into a settled day, which real sessions never do. */
export async function forgetWalletTotals(db: Database | Tx, userId: string): Promise<void> {
  await db.delete(walletTotals).where(eq(walletTotals.userId, userId));
}
