import { z } from 'zod';
import { decimalQtt, isoTimestamp } from './fields';

/**
 * GET /api/security-center and ?summary=1 (admin session or bearer admin key).
 * Field names follow the earlier version (sessions: _id, ua; rewards: createdAt).
 */
export const securityCenterQuerySchema = z.object({
  /** '1' asks for the summary and the ten latest of each; anything else, the full lists. */
  summary: z
    .string()
    .max(10)
    .optional()
    .transform((v) => v === '1'),
});

export const securitySessionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  contentId: z.string(),
  contentTitle: z.string().nullable(),
  seconds: z.number(),
  heartbeats: z.number(),
  /** active, completed, superseded or expired */
  status: z.string(),
  ip: z.string().nullable(),
  ua: z.string().nullable(),
  startedAt: isoTimestamp,
});
export type SecuritySession = z.infer<typeof securitySessionSchema>;

export const securityRewardSchema = z.object({
  userId: z.string(),
  userName: z.string().nullable(),
  contentId: z.string(),
  contentTitle: z.string().nullable(),
  reward: decimalQtt,
  seconds: z.number(),
  heartbeats: z.number(),
  createdAt: isoTimestamp,
});
export type SecurityReward = z.infer<typeof securityRewardSchema>;

export const securitySummarySchema = z.object({
  activeSessions: z.number(),
  sessionsToday: z.number(),
  rewardsToday: z.number(),
  /** Decimal QTT paid for watching today (UTC). */
  rewardedToday: decimalQtt,
  /** Heartbeats refused since the server started (replays, forged or stale handles). */
  rejectedHeartbeats: z.number(),
});
export type SecuritySummary = z.infer<typeof securitySummarySchema>;

/** A game session (docs/decisions/015): its verified play time and what it paid. */
export const securityGameSessionSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  gameId: z.string(),
  gameTitle: z.string().nullable(),
  /** active, finished, withheld or abandoned */
  status: z.string(),
  /** A GameOutcome once settled, else null. */
  outcome: z.string().nullable(),
  seconds: z.number(),
  reward: decimalQtt,
  startedAt: isoTimestamp,
  finishedAt: isoTimestamp.nullable(),
});
export type SecurityGameSession = z.infer<typeof securityGameSessionSchema>;

/** A game result judged implausible: paid nothing, kept with the reason. */
export const securityWithheldGameSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  gameId: z.string(),
  gameTitle: z.string().nullable(),
  reason: z.string(),
  seconds: z.number(),
  finishedAt: isoTimestamp.nullable(),
});
export type SecurityWithheldGame = z.infer<typeof securityWithheldGameSchema>;

/** A withdrawal to the chain (docs/decisions/045-bridge-vouchers.md), as an admin reviews it. */
export const securityBridgeWithdrawalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string().nullable(),
  amount: decimalQtt,
  recipient: z.string(),
  /** issued, redeemed or refunded (an issued one past its expiry waits for its refund). */
  state: z.string(),
  redeemedTx: z.string().nullable(),
  createdAt: isoTimestamp,
});
export type SecurityBridgeWithdrawal = z.infer<typeof securityBridgeWithdrawalSchema>;

/** A deposit from the chain; `userId` null: it names no QTN account and is never credited. */
export const securityBridgeDepositSchema = z.object({
  txHash: z.string(),
  logIndex: z.number(),
  from: z.string(),
  account: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  amount: decimalQtt,
  /** pending (not yet confirmed), credited, or unclaimed (no QTN account). */
  state: z.enum(['pending', 'credited', 'unclaimed']),
  blockNumber: z.number(),
  seenAt: isoTimestamp,
});
export type SecurityBridgeDeposit = z.infer<typeof securityBridgeDepositSchema>;

/** The bridge's latest movements each way, and every deposit that names no account. */
export const securityBridgeSchema = z.object({
  withdrawals: z.array(securityBridgeWithdrawalSchema),
  deposits: z.array(securityBridgeDepositSchema),
  unclaimedDeposits: z.array(securityBridgeDepositSchema),
});
export type SecurityBridge = z.infer<typeof securityBridgeSchema>;

export const securityCenterResponseSchema = z.object({
  summary: securitySummarySchema.optional(),
  sessions: z.array(securitySessionSchema),
  rewards: z.array(securityRewardSchema),
  gameSessions: z.array(securityGameSessionSchema),
  withheldGames: z.array(securityWithheldGameSchema),
  bridge: securityBridgeSchema,
});
export type SecurityCenterResponse = z.infer<typeof securityCenterResponseSchema>;
