/**
 * GET /api/security-center and ?summary=1 (admin session or bearer admin key).
 * Field names follow the specification (sessions: _id, ua; rewards: createdAt).
 */
export interface SecuritySession {
  _id: string;
  userId: string;
  userName: string | null;
  contentId: string;
  contentTitle: string | null;
  seconds: number;
  heartbeats: number;
  /** active, completed, superseded or expired */
  status: string;
  ip: string | null;
  ua: string | null;
  startedAt: string;
}

export interface SecurityReward {
  userId: string;
  userName: string | null;
  contentId: string;
  contentTitle: string | null;
  /** Decimal QTT */
  reward: string;
  seconds: number;
  heartbeats: number;
  createdAt: string;
}

export interface SecuritySummary {
  activeSessions: number;
  sessionsToday: number;
  rewardsToday: number;
  /** Decimal QTT paid for watching today (UTC). */
  rewardedToday: string;
  /** Heartbeats refused since the server started (replays, forged or stale handles). */
  rejectedHeartbeats: number;
}

export interface SecurityCenterResponse {
  summary?: SecuritySummary;
  sessions: SecuritySession[];
  rewards: SecurityReward[];
}
