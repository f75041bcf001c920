/**
 * Remembers, per live session, the sequence number its next handle must carry. A handle
 * used once (a replay) or an older one (out of order) is refused. In memory: one entry per
 * session for the life of its handle; with several server processes the signed state
 * still bounds what a replay could add (docs/decisions/006).
 */
export class ReplayGuard {
  private readonly next = new Map<string, { seq: number; expires: number }>();
  private lastSweep = 0;

  /** Claims `seq` for the session; false when it was used before or is not the newest. */
  claim(sessionId: string, seq: number, expires: number, now: number): boolean {
    this.sweep(now);
    const entry = this.next.get(sessionId);
    if (entry && entry.seq !== seq) return false;
    this.next.set(sessionId, { seq: seq + 1, expires });
    return true;
  }

  /** Ends a session: no handle of it works again in this process. */
  close(sessionId: string, expires: number) {
    this.next.set(sessionId, { seq: Number.MAX_SAFE_INTEGER, expires });
  }

  get size() {
    return this.next.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, e] of this.next) if (e.expires <= now) this.next.delete(id);
  }
}
