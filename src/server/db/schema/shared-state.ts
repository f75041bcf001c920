import { bigint, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';

/**
 * State every server process must see alike (docs/decisions/021), used when DATABASE_URL is
 * set and REDIS_URL is not. Times are epoch milliseconds; each table is swept of rows past
 * `expires_at` a bounded batch at a time, so none grows for ever.
 */

/** Progressive-delay counters (decision 011): sign-in and second-factor failures. */
export const sharedThrottle = pgTable(
  'shared_throttle',
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    lastFailureAt: bigint({ mode: 'number' }).notNull(),
    expiresAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('shared_throttle_expires_at_idx').on(t.expiresAt)],
);

/** Codes that work once (TOTP codes per user), remembered until they could no longer work. */
export const singleUseCodes = pgTable(
  'single_use_codes',
  {
    key: text().primaryKey(),
    expiresAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('single_use_codes_expires_at_idx').on(t.expiresAt)],
);

/**
 * Fixed-window counters of rate-limiter-flexible's RateLimiterPostgres (its own column
 * shape; `tableCreated: true` means it never creates tables itself): Pi, beta, analytics
 * and better-auth's request limits.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar({ length: 255 }).primaryKey(),
    points: integer().notNull().default(0),
    expire: bigint({ mode: 'number' }),
  },
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);

/** The sequence number a watch session's next handle must carry (decision 006). */
export const watchHandleSequences = pgTable(
  'watch_handle_sequences',
  {
    sessionId: text().primaryKey(),
    nextSeq: bigint({ mode: 'number' }).notNull(),
    expiresAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [index('watch_handle_sequences_expires_at_idx').on(t.expiresAt)],
);

/**
 * Accounts counted per address or subnet: rewarded watch starts (decision 013; keys `a:<ip>`,
 * `s:<cidr>`) and game earnings (decision 032; keys `game:a:<ip>`, `game:s:<cidr>`).
 * `started_at` is the account's latest admission there.
 */
export const watchStartAccounts = pgTable(
  'watch_start_accounts',
  {
    scopeKey: text().notNull(),
    userId: text().notNull(),
    startedAt: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scopeKey, t.userId] }),
    index('watch_start_accounts_started_at_idx').on(t.startedAt),
  ],
);
