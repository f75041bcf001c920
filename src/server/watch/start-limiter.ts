import type { Tx } from '../db/transaction';
import { subnetOf } from '../http/address-subnet';

export interface StartLimits {
  /**
   * Keeps this limit's counts apart from another's in a shared store (`game` for the game
   * earning limit of docs/decisions/032); unset for the watch start limit, whose keys predate it.
   */
  name?: string;
  /** Most distinct accounts starting rewarded sessions from one address per window; 0 = off. */
  perAddress: number;
  /** The same for one subnet (/24 IPv4, /64 IPv6); 0 = off. */
  perSubnet: number;
  windowMs: number;
}

export type Admission =
  { ok: true } | { ok: false; scope: 'address' | 'subnet'; retryAfterMs: number };

/**
 * Counts distinct accounts per address and per subnet within a sliding window: accounts
 * starting rewarded watch sessions (decision 013), accounts paid game rewards (decision 032).
 * In memory for one server process; shared across processes in PostgreSQL or Redis
 * (src/server/shared-state, docs/decisions/013 and 021).
 */
export interface StartLimiter {
  /** Admits and records the account, or says which limit it hit and when a slot frees up. */
  admit(o: {
    userId: string;
    ip: string;
    /** The subnet `ip` is counted in; subnetOf(ip) by default. */
    subnet?: string;
    nowMs: number;
    /** The caller's open transaction, for a database-backed limiter to record within. */
    tx?: Tx;
  }): Admission | Promise<Admission>;
}

type Window = Map<string, number>; // userId → last start (ms)

/** Answers at once: nothing to wait for in one process's memory. */
export interface MemoryStartLimiter extends StartLimiter {
  admit(o: Parameters<StartLimiter['admit']>[0]): Admission;
}

export function createMemoryStartLimiter(
  limits: StartLimits,
  maxKeys = 100_000,
): MemoryStartLimiter {
  const windows = new Map<string, Window>();
  const live = (key: string, nowMs: number): Window => {
    const w = windows.get(key) ?? new Map<string, number>();
    for (const [user, at] of w) if (at <= nowMs - limits.windowMs) w.delete(user);
    return w;
  };
  const check = (w: Window, userId: string, limit: number, nowMs: number) => {
    // An account already counted here this window is not counted twice.
    if (limit === 0 || w.has(userId) || w.size < limit) return 0;
    return Math.min(...w.values()) + limits.windowMs - nowMs;
  };
  const remember = (key: string, w: Window, userId: string, nowMs: number) => {
    w.set(userId, nowMs);
    windows.delete(key);
    // Under a flood of addresses, forget the oldest keys rather than grow without bound.
    if (windows.size >= maxKeys) windows.delete(windows.keys().next().value ?? '');
    windows.set(key, w);
  };
  return {
    // Synchronous: single-threaded JS makes check-then-record atomic across both keys.
    admit({ userId, ip, subnet, nowMs }) {
      const addressKey = `a:${ip}`;
      const subnetKey = `s:${subnet ?? subnetOf(ip)}`;
      const byAddress = live(addressKey, nowMs);
      const bySubnet = live(subnetKey, nowMs);
      const addressWait = check(byAddress, userId, limits.perAddress, nowMs);
      if (addressWait > 0) return { ok: false, scope: 'address', retryAfterMs: addressWait };
      const subnetWait = check(bySubnet, userId, limits.perSubnet, nowMs);
      if (subnetWait > 0) return { ok: false, scope: 'subnet', retryAfterMs: subnetWait };
      if (limits.perAddress > 0) remember(addressKey, byAddress, userId, nowMs);
      if (limits.perSubnet > 0) remember(subnetKey, bySubnet, userId, nowMs);
      return { ok: true };
    },
  };
}
