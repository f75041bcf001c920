import {
  earningLimitMessage,
  earningLimitReason,
  emailUnconfirmedMessage,
  emailUnconfirmedReason,
} from '@/domain/games/earning-messages';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import { hasUnconfirmedEmail } from '../auth/unconfirmed-email';
import type { Tx } from '../db/transaction';
import { earningPlacesOf } from '../http/address-subnet';
import type { GamesDeps } from './games-deps';
import type { GameSessionRow } from './settle-game-session';

/** Why an account may not be paid for a result it earned; the result is withheld with it. */
export interface EarnerRefusal {
  outcome: 'address_limit' | 'email_unconfirmed';
  /** For the Security Center. */
  reason: string;
  /** For the player. */
  message: string;
  evidence: Record<string, unknown>;
}

/**
 * May this account be paid for this session (docs/decisions/032)? Not while its email is
 * unconfirmed where confirmation is required; else only when the earning limits admit it at
 * the address the session was started from (an IPv4 address and its /24, an IPv6 /64 and
 * its /48; distinct accounts in a sliding 24 hours, counted in the shared store; an account
 * already counted there passes).
 * Runs inside the settlement's transaction, after the judge and before the payer.
 */
export async function admitGameEarner(
  deps: Pick<GamesDeps, 'earning' | 'logger'>,
  tx: Tx,
  session: GameSessionRow,
  /** What the judge would pay, kept in the evidence of a withheld result. */
  amount: Units,
  now: Date,
): Promise<EarnerRefusal | null> {
  const withheld = { withheldQtt: unitsToDecimal(amount) };
  const { earning } = deps;
  if (earning.requireConfirmedEmail && (await hasUnconfirmedEmail(tx, session.userId))) {
    return {
      outcome: 'email_unconfirmed',
      reason: emailUnconfirmedReason,
      message: emailUnconfirmedMessage,
      evidence: withheld,
    };
  }
  if (!session.ip) return null;
  const places = earningPlacesOf(session.ip);
  const admission = await earning.limiter.admit({
    userId: session.userId,
    ip: places.address,
    subnet: places.subnet,
    nowMs: now.getTime(),
    tx,
  });
  if (admission.ok) return null;
  const { scope, retryAfterMs } = admission;
  const limit = scope === 'address' ? earning.limits.perAddress : earning.limits.perSubnet;
  const where = scope === 'address' ? places.address : places.subnet;
  const windowHours = Math.round(earning.limits.windowMs / 3_600_000);
  deps.logger.warn(
    { sessionId: session.id, userId: session.userId, ip: session.ip, scope },
    'game result withheld by the earning limit',
  );
  return {
    outcome: 'address_limit',
    reason: earningLimitReason({ scope, where, limit, windowHours }),
    message: earningLimitMessage({ scope, limit, windowHours, retryAfterMs }),
    evidence: { ...withheld, limit: { scope, address: where, accounts: limit, retryAfterMs } },
  };
}
