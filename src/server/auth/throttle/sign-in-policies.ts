import type { DelayPolicy } from './progressive-delay';

const minute = 60_000;
const hour = 60 * minute;

/**
 * Delays for password sign-in (decision 011). Each doubles from 30 s to a 15-minute
 * ceiling; a key is forgotten after an hour without failures. Waiting out every delay,
 * one account takes at most 10 + 5 + 3 = 18 failures an hour from strangers, well under
 * ASVS 5.0's 100.
 */
export const signInPolicies = {
  /** Every failure from strangers' clients (no device cookie for this account). */
  account: { free: 10, baseMs: 30_000, maxMs: 15 * minute, forgetMs: hour },
  /** One address guessing at one account. */
  accountAddress: { free: 5, baseMs: 30_000, maxMs: 15 * minute, forgetMs: hour },
  /** One address guessing across many accounts (credential stuffing). */
  address: { free: 20, baseMs: 30_000, maxMs: 15 * minute, forgetMs: hour },
  /** The owner's known device: counted on its own, so strangers cannot slow it. */
  device: { free: 5, baseMs: 30_000, maxMs: 15 * minute, forgetMs: hour },
  /** Whoever sent a valid authenticator code with the password: also apart from strangers. */
  codeHolder: { free: 5, baseMs: 30_000, maxMs: 15 * minute, forgetMs: hour },
} satisfies Record<string, DelayPolicy>;

/**
 * The second factor, per account: a few free typos, then 30 s doubling to 15 minutes. The
 * code that lets a throttled password attempt through is counted on a key of its own.
 */
export const secondFactorPolicy: DelayPolicy = {
  free: 3,
  baseMs: 30_000,
  maxMs: 15 * minute,
  forgetMs: hour,
};
