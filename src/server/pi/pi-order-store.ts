import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { piPayment } from '../db/schema';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { PiPaymentRow } from './pi-payment-view';
import { isUniqueViolation } from '../db/is-unique-violation';

type Db = Database | Tx;

export async function orderById(db: Db, orderId: string): Promise<PiPaymentRow | null> {
  const [row] = await db.select().from(piPayment).where(eq(piPayment.id, orderId));
  return row ?? null;
}

export async function orderByPaymentId(db: Db, paymentId: string): Promise<PiPaymentRow | null> {
  const [row] = await db.select().from(piPayment).where(eq(piPayment.paymentId, paymentId));
  return row ?? null;
}

/** The order as the user may see it: another user's order is simply not found. */
export function ownOrder(row: PiPaymentRow | null, userId: string): PiPaymentRow {
  if (!row || row.userId !== userId) {
    throw new AppError('PI_ORDER_NOT_FOUND', 'No order of yours matches this payment.');
  }
  return row;
}

/** Writes the order's fields and returns it as it now stands. */
export async function updateOrder(
  db: Db,
  orderId: string,
  set: Partial<Pick<PiPaymentRow, 'status' | 'lastError' | 'txid' | 'transferId'>>,
  now: Date,
): Promise<PiPaymentRow> {
  const [row] = await db
    .update(piPayment)
    .set({ ...set, updatedAt: now })
    .where(eq(piPayment.id, orderId))
    .returning();
  if (!row) throw new AppError('PI_ORDER_NOT_FOUND', 'The order is gone.');
  return row;
}

/**
 * Claims a created order for one Pi payment. Only a created order with no payment yet can
 * be claimed, and the unique index on payment_id refuses a second order for the same
 * payment; either way the loser gets null and reads what won.
 */
export async function claimOrder(
  db: Database,
  orderId: string,
  paymentId: string,
  now: Date,
): Promise<PiPaymentRow | null> {
  try {
    const [row] = await db
      .update(piPayment)
      .set({ status: 'approved', paymentId, lastError: null, updatedAt: now })
      .where(
        and(
          eq(piPayment.id, orderId),
          eq(piPayment.status, 'created'),
          isNull(piPayment.paymentId),
        ),
      )
      .returning();
    return row ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}
