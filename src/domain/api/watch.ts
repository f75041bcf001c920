/**
 * Proof of Watch Time (decisions D5, docs/decisions/006). The user always comes from the
 * session cookie; any userId, amount or credited field in a body is ignored.
 *
 * The handle is a rolling capability: `nonce` is a signed token carrying the session's
 * running state. Every heartbeat answers with a new handle, which the next call must use;
 * a handle works once.
 */
export interface WatchHandle {
  sessionId: string;
  nonce: string;
  /** Server time of the handle, ms since the epoch. */
  ts: number;
}

/** POST /api/powt-start */
export interface PowtStartRequest {
  contentId: string;
}
export type PowtStartResponse = WatchHandle;

/** POST /api/powt-heartbeat */
export interface PowtHeartbeatRequest extends WatchHandle {
  /** The player's position, whole seconds (informational: it never creates time). */
  seconds: number;
  visible: boolean;
  focused: boolean;
}
export interface PowtHeartbeatResponse extends WatchHandle {
  /** False when the interval added nothing (too soon after the last one, hidden or unfocused). */
  accepted: boolean;
  reason?: 'too_frequent' | 'not_visible';
  verifiedSeconds: number;
}

/** POST /api/powt-complete: the last interval counts when the player is visible and focused. */
export interface PowtCompleteRequest extends WatchHandle {
  visible?: boolean;
  focused?: boolean;
}
export interface PowtCompleteResponse {
  /** QTT paid by this completion (0 when nothing was due). */
  credited: number;
  verifiedSeconds: number;
  reason?:
    | 'paid'
    | 'not_eligible'
    | 'not_enough_watched'
    | 'already_rewarded'
    | 'daily_cap'
    | 'pool_empty'
    | 'session_closed';
}

/** POST /api/log-watch-event (the specification's log_watch_event). */
export interface LogWatchEventRequest {
  contentId: string;
  /** Whole-percent progress, 0..100. */
  progress: number;
  watchSeconds: number;
}
export interface LogWatchEventResponse {
  /** QTT earned so far for this content (the reward once paid, else 0). */
  qtt_earned: number;
}
