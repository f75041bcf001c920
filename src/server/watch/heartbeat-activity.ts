import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/open-database';

interface Pending {
  verifiedMs: number;
  heartbeats: number;
  rejected: number;
  lastSeen: number;
}

/**
 * What heartbeats did, kept in memory and written to watch_session in one statement per
 * flush, so the Security Center sees live sessions while a heartbeat itself never writes.
 */
export class HeartbeatActivity {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  /** Heartbeats refused since the process started. */
  rejectedTotal = 0;

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

  accepted(sessionId: string, verifiedMs: number, heartbeats: number, now: number) {
    const p = this.entry(sessionId);
    p.verifiedMs = Math.max(p.verifiedMs, verifiedMs);
    p.heartbeats = Math.max(p.heartbeats, heartbeats);
    p.lastSeen = Math.max(p.lastSeen, now);
  }

  rejected(sessionId: string | null, now: number) {
    this.rejectedTotal += 1;
    if (!sessionId) return;
    const p = this.entry(sessionId);
    p.rejected += 1;
    p.lastSeen = Math.max(p.lastSeen, now);
  }

  async flush() {
    if (this.pending.size === 0) return;
    const batch = [...this.pending];
    this.pending = new Map();
    const rows = batch.map(
      ([id, p]) =>
        sql`(${id}, ${p.verifiedMs}::bigint, ${p.heartbeats}::int, ${p.rejected}::int, ${new Date(p.lastSeen).toISOString()}::timestamptz)`,
    );
    try {
      await this.db.execute(sql`
        update watch_session as w set
          -- A closed session keeps what its completion verified: the one figure usage counts.
          verified_ms = case when w.status = 'active'
            then greatest(w.verified_ms, v.verified_ms) else w.verified_ms end,
          heartbeats = greatest(w.heartbeats, v.heartbeats),
          rejected = w.rejected + v.rejected,
          last_seen_at = greatest(w.last_seen_at, v.last_seen)
        from (values ${sql.join(rows, sql`, `)}) as v(id, verified_ms, heartbeats, rejected, last_seen)
        where w.id = v.id`);
    } catch (err) {
      // Statistics only: losing a batch loses no money and must not take the server down.
      this.logger.warn({ err, sessions: batch.length }, 'heartbeat activity flush failed');
    }
  }

  private entry(sessionId: string): Pending {
    let p = this.pending.get(sessionId);
    if (!p) {
      p = { verifiedMs: 0, heartbeats: 0, rejected: 0, lastSeen: 0 };
      this.pending.set(sessionId, p);
    }
    return p;
  }
}
