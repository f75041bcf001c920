import type { WatchState } from './watch-token';

interface Entry {
  /** The sequence number the session's next handle must carry. */
  seq: number;
  expires: number;
  /** The handle this process issued last, and its state, until it is used. */
  issued: { token: string; state: WatchState } | null;
}

/**
 * Remembers, per live session, the sequence number its next handle must carry. A handle
 * used once (a replay) or an older one (out of order) is refused. It also keeps the handle
 * this process issued last: presenting exactly that string proves it as well as its
 * signature would, so the common heartbeat skips decoding and one HMAC. In memory: one
 * entry per session for the life of its handle; with several server processes the signed
 * state still bounds what a replay could add (docs/decisions/006).
 */
export class ReplayGuard {
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  /** Records a handle just issued for the session. */
  issued(state: WatchState, token: string) {
    this.sweep(state.t);
    this.entries.set(state.s, { seq: state.q, expires: state.e, issued: { token, state } });
  }

  /** The state of the handle this process issued last, if `token` is exactly it; else null. */
  lookup(sessionId: string, token: string): WatchState | null {
    const issued = this.entries.get(sessionId)?.issued;
    return issued && issued.token === token ? issued.state : null;
  }

  /** Spends the handle `lookup` found: it cannot be used again. */
  spend(state: WatchState) {
    const entry = this.entries.get(state.s);
    if (!entry) return;
    entry.issued = null;
    entry.seq = state.q + 1;
  }

  /** Claims `seq` for a handle verified by its signature; false when used or not the newest. */
  claim(sessionId: string, seq: number, expires: number, now: number): boolean {
    this.sweep(now);
    const entry = this.entries.get(sessionId);
    if (entry && entry.seq !== seq) return false;
    this.entries.set(sessionId, { seq: seq + 1, expires, issued: null });
    return true;
  }

  /** Ends a session: no handle of it works again in this process. */
  close(sessionId: string, expires: number) {
    this.entries.set(sessionId, { seq: Number.MAX_SAFE_INTEGER, expires, issued: null });
  }

  get size() {
    return this.entries.size;
  }

  private sweep(now: number) {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, e] of this.entries) if (e.expires <= now) this.entries.delete(id);
  }
}
