/**
 * The rules for QTT members send each other (docs/decisions/041); the limits themselves are
 * configuration (SEND_DAILY_LIMIT_QTT, SEND_FUNNEL_SENDERS).
 */

/** An account this young counts as fresh for the funnel rule. */
export const sendFreshAccountDays = 7;

/** The window in which a member's fresh senders are counted. */
export const sendFunnelWindowHours = 24;

const dayMs = 86_400_000;

/** The instants the funnel rule counts from, at `now`. */
export function funnelWindow(now: Date): { since: Date; freshSince: Date } {
  return {
    since: new Date(now.getTime() - sendFunnelWindowHours * 3_600_000),
    freshSince: new Date(now.getTime() - sendFreshAccountDays * dayMs),
  };
}
