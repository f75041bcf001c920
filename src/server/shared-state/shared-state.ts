import type { BetterAuthOptions } from 'better-auth';
import type { ThrottleStore } from '../auth/throttle/throttle-store';
import type { StartLimiter, StartLimits } from '../watch/start-limiter';

export type AuthRateLimitStorage = NonNullable<
  NonNullable<BetterAuthOptions['rateLimit']>['customStorage']
>;

/** Counts one hit on `key`: 0 when it is allowed, else milliseconds until it would be. */
export interface Counter {
  hit(key: string): Promise<number>;
}

/** Codes that work once: `claim` is true for the first caller only, until `ttlMs` passes. */
export interface SingleUseCodes {
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** The claimed code turned out wrong: it was never used. */
  release(key: string): Promise<void>;
}

/** The next sequence number per watch session, seen alike by every process (decision 006). */
export interface HandleSequences {
  /**
   * True for exactly one claim of `seq`: when the session expects it (or nothing yet), and
   * then it expects `seq + 1`.
   */
  claim(sessionId: string, seq: number, expiresMs: number): Promise<boolean>;
  /** No handle of the session works again, in any process. */
  close(sessionId: string, expiresMs: number): Promise<void>;
}

/**
 * Everything that must hold across server processes (docs/decisions/021). In memory for
 * the embedded database (one process); the shared members are null there, so callers keep
 * their in-process fast paths exactly as they were.
 */
export interface SharedState {
  kind: 'memory' | 'postgres' | 'redis';
  /** A progressive-delay store; `namespace` keeps one family's keys apart from another's. */
  throttleStore(namespace: string): ThrottleStore;
  singleUseCodes: SingleUseCodes;
  /** A fixed-window counter of `max` hits per `windowMs`; null in memory (callers keep theirs). */
  counter(name: string, max: number, windowMs: number): Counter | null;
  /** better-auth's rate-limit storage; undefined in memory (its own memory storage). */
  authRateLimit: AuthRateLimitStorage | undefined;
  handleSequences: HandleSequences | null;
  startLimiter(limits: StartLimits): StartLimiter;
  close(): Promise<void>;
}
