import { z } from 'zod';
import { isoTimestamp } from './fields';

export const flagKinds = [
  /** Several accounts paid watch rewards from one IP address in 24 h. */
  'shared_address',
  /** The same from one subnet (/24 IPv4, /64 IPv6). */
  'shared_subnet',
  /** At (or within 10% of) the daily watch cap on several of the last 7 UTC days. */
  'daily_cap_days',
  /** Verified time equal to the server-time maximum in nearly every rewarded session. */
  'max_rate_sessions',
  /**
   * Games (docs/decisions/032): as many accounts as the limit allows earned from one address
   * in 24 h, or more tried and were withheld.
   */
  'game_shared_address',
  /** The same from one subnet. */
  'game_shared_subnet',
  /** Game sessions of several accounts with the same timing (input rhythm or duration). */
  'game_same_timing',
  /** A new account paid (nearly) the daily game cap within a day of signing up. */
  'game_fresh_cap',
  /** Received QTT from several new accounts within 24 h (docs/decisions/041). */
  'send_funnel',
] as const;

/** One reason to look at one account; a flag never blocks anything by itself. */
export const securityFlagSchema = z.object({
  userId: z.string(),
  userName: z.string().nullable(),
  kind: z.enum(flagKinds),
  /** The reason in words, with its figures. */
  reason: z.string(),
  /** The shared address or subnet (CIDR), for the address kinds. */
  address: z.string().nullable(),
  /** The evidence figures, e.g. { accounts: 4, rewards: 9 }. */
  figures: z.record(z.string(), z.number()),
  firstSeen: isoTimestamp,
  lastSeen: isoTimestamp,
  /** Whether the account's rewards are already on hold. */
  held: z.boolean(),
});
export type SecurityFlag = z.infer<typeof securityFlagSchema>;

/** GET /api/security-flags (admin session or bearer admin key). */
export const securityFlagsResponseSchema = z.object({ flags: z.array(securityFlagSchema) });
export type SecurityFlagsResponse = z.infer<typeof securityFlagsResponseSchema>;
