import { z } from 'zod';
import { decimalQtt, uuid } from './fields';

/**
 * Proof of Watch Time (product rules R5, docs/decisions/006). The user always comes from the
 * session cookie; any userId, amount or credited field in a body is dropped unread.
 *
 * The handle is a rolling capability: `nonce` is a signed token carrying the session's
 * running state. Every heartbeat answers with a new handle, which the next call must use;
 * a handle works once.
 */
export const watchHandleSchema = z.object({
  sessionId: z.string().regex(/^[0-9a-f]{32}$/),
  /** Server time of the handle, ms since the epoch. */
  ts: z.number().int().nonnegative(),
  nonce: z.string().min(10).max(2048),
});
export type WatchHandle = z.infer<typeof watchHandleSchema>;

const contentId = uuid('Content not found.');

/** POST /api/powt-start */
export const powtStartRequestSchema = z.object({ contentId });
export type PowtStartRequest = z.infer<typeof powtStartRequestSchema>;
export const powtStartResponseSchema = watchHandleSchema;
export type PowtStartResponse = WatchHandle;

/** POST /api/powt-heartbeat */
export const powtHeartbeatRequestSchema = watchHandleSchema.extend({
  /** The player's position in seconds: informational, it never creates time. */
  seconds: z.number().optional(),
  visible: z.boolean(),
  focused: z.boolean(),
});
export type PowtHeartbeatRequest = z.infer<typeof powtHeartbeatRequestSchema>;
export const powtHeartbeatResponseSchema = watchHandleSchema.extend({
  /** False when the interval added nothing (too soon after the last one, hidden or unfocused). */
  accepted: z.boolean(),
  reason: z.enum(['too_frequent', 'not_visible']).optional(),
  verifiedSeconds: z.number(),
});
export type PowtHeartbeatResponse = z.infer<typeof powtHeartbeatResponseSchema>;

/** POST /api/powt-complete: the last interval counts when the player is visible and focused. */
export const powtCompleteRequestSchema = watchHandleSchema.extend({
  visible: z.boolean().default(false),
  focused: z.boolean().default(false),
});
export type PowtCompleteRequest = z.input<typeof powtCompleteRequestSchema>;

export const completeReasons = [
  'paid',
  'not_eligible',
  'not_enough_watched',
  'already_rewarded',
  'daily_cap',
  'pool_empty',
  'session_closed',
  /** An admin has put the account's rewards on hold (docs/decisions/013). */
  'held',
  /** The account's email is unconfirmed where confirmation is required (decision 032). */
  'email_unconfirmed',
] as const;
export const powtCompleteResponseSchema = z.object({
  /** Decimal QTT paid by this completion ("0" when nothing was due). */
  credited: decimalQtt,
  verifiedSeconds: z.number(),
  reason: z.enum(completeReasons).optional(),
  /** Why a watch of a rewarded video paid nothing, in the viewer's words (watch-outcome.ts). */
  message: z.string().optional(),
});
export type PowtCompleteResponse = z.infer<typeof powtCompleteResponseSchema>;

/** POST /api/log-watch-event (log_watch_event, product rules R5). */
export const logWatchEventRequestSchema = z.object({
  contentId,
  /** Whole-percent progress, 0..100. */
  progress: z.number().int().min(0).max(100),
  watchSeconds: z.number().int().min(0).max(86_400),
});
export type LogWatchEventRequest = z.infer<typeof logWatchEventRequestSchema>;
export const logWatchEventResponseSchema = z.object({
  /** Decimal QTT earned so far for this content (the reward once paid, else "0"). */
  qtt_earned: decimalQtt,
});
export type LogWatchEventResponse = z.infer<typeof logWatchEventResponseSchema>;
