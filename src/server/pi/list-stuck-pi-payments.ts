import { and, asc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { StuckPiPayment } from '@/domain/api/pi';
import { piPayment, user } from '../db/schema';
import type { PiPlatformPayment } from '../integrations/pi/pi-platform';
import type { PiDeps } from './pi-deps';
import { failureText } from './pi-errors';
import { mapBounded } from './map-bounded';
import { piPaymentView } from './pi-payment-view';

const maxRows = 100;
const platformConcurrency = 4;

/**
 * Orders still open PI_STUCK_AFTER_S after they were made, and completed ones whose
 * completion the Pi Platform has not acknowledged (lastError set): each with what the
 * platform says now, asked a few at a time; a failed ask shows as platformError.
 */
export async function listStuckPiPayments(deps: PiDeps): Promise<StuckPiPayment[]> {
  const before = new Date(deps.clock.now().getTime() - deps.stuckAfterS * 1000);
  const rows = await deps.db
    .select({ order: piPayment, displayName: user.name })
    .from(piPayment)
    .innerJoin(user, eq(user.id, piPayment.userId))
    .where(
      and(
        lt(piPayment.createdAt, before),
        or(
          inArray(piPayment.status, ['created', 'approved']),
          and(eq(piPayment.status, 'completed'), isNotNull(piPayment.lastError)),
        ),
      ),
    )
    .orderBy(asc(piPayment.createdAt))
    .limit(maxRows);
  return mapBounded(rows, platformConcurrency, async ({ order, displayName }) => {
    const base = { ...piPaymentView(order), userId: order.userId, displayName };
    if (!order.paymentId) return { ...base, platform: null, platformError: null };
    try {
      const p = await deps.platform.getPayment(order.paymentId);
      return { ...base, platform: platformState(p), platformError: null };
    } catch (err) {
      return { ...base, platform: null, platformError: failureText(err) };
    }
  });
}

function platformState(p: PiPlatformPayment): NonNullable<StuckPiPayment['platform']> {
  return {
    developerApproved: p.status.developer_approved,
    transactionVerified: p.status.transaction_verified,
    developerCompleted: p.status.developer_completed,
    cancelled: p.status.cancelled,
    userCancelled: p.status.user_cancelled,
    txid: p.transaction?.txid ?? null,
  };
}
