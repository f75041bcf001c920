import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { addPlay, type PlayedTime } from '@/domain/pilot/played-time';
import type { Database } from '../../db/open-database';
import { gameSession } from '../../db/schema';
import { withTransaction, type Tx } from '../../db/transaction';

export interface Play {
  userId: string;
  verifiedMs: number;
  /** Server time of the heartbeat that verified it, ms. */
  at: number;
}

/**
 * Embedded games' verified play, kept in memory by the heartbeats (which never touch the
 * database) and written to game_session once per flush, so that a game left without Exit
 * still counts the play its heartbeats verified (docs/decisions/033). Play only grows, so a
 * failed flush keeps its batch for the next one and losing a process loses one interval.
 */
export class GamePlayActivity {
  private pending = new Map<string, Play>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  start(intervalMs: number) {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop() {
    clearInterval(this.timer);
    await this.flush();
  }

  /** A heartbeat at server time `at` left the session's verified play at `verifiedMs`. */
  played(sessionId: string, play: Play) {
    const p = this.pending.get(sessionId);
    if (p && p.verifiedMs >= play.verifiedMs) return;
    this.pending.set(sessionId, { ...play, at: Math.max(play.at, p?.at ?? 0) });
  }

  /**
   * Writes what is pending, or only `userId`'s: a start flushes the player's play before it
   * abandons their open game, whose later heartbeats would otherwise replace it here.
   */
  async flush(userId?: string) {
    const batch = new Map<string, Play>();
    for (const [id, p] of this.pending) {
      if (userId === undefined || p.userId === userId) batch.set(id, p);
    }
    if (batch.size === 0) return;
    for (const id of batch.keys()) this.pending.delete(id);
    try {
      await withTransaction(this.db, (tx) => recordPlays(tx, batch));
    } catch (err) {
      for (const [id, p] of batch) this.played(id, p);
      this.logger.warn({ err, sessions: batch.size }, 'game play flush failed');
    }
  }
}

/**
 * Advances each open embedded session's play (addPlay), under a row lock so that processes
 * flushing the same session take turns. A session abandoned for a newer one keeps only the
 * play verified before it was abandoned; a settled one already holds its final play.
 */
export async function recordPlays(tx: Tx, plays: ReadonlyMap<string, Play>): Promise<number> {
  const g = gameSession;
  const ids = JSON.stringify([...plays.keys()]);
  // In id order, so two flushes lock shared rows in one order; ids as one JSON parameter.
  const rows = await tx
    .select()
    .from(g)
    .where(
      and(
        sql`${g.id} in (select jsonb_array_elements_text(${ids}::jsonb))`,
        eq(g.kind, 'embedded'),
        inArray(g.status, ['active', 'abandoned']),
      ),
    )
    .orderBy(asc(g.id))
    .for('update');
  const updates: Array<PlayedTime & { id: string }> = [];
  for (const row of rows) {
    const play = plays.get(row.id);
    if (!play) continue;
    const afterClose = row.finishedAt === null || play.at > row.finishedAt.getTime();
    if (row.status === 'abandoned' && afterClose) continue;
    const after = addPlay(row, play.verifiedMs, new Date(play.at));
    if (after.verifiedMs !== row.verifiedMs) updates.push({ id: row.id, ...after });
  }
  if (updates.length === 0) return 0;
  await tx.execute(sql`update game_session g set verified_ms = r."verifiedMs",
      played_at = r."playedAt", earlier_ms = r."earlierMs", prev_day = r."prevDay",
      prev_day_ms = r."prevDayMs"
    from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb) as r(id text, "verifiedMs" bigint,
      "playedAt" timestamptz, "earlierMs" bigint, "prevDay" date, "prevDayMs" bigint)
    where g.id = r.id`);
  return updates.length;
}
