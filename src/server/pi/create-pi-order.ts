import { randomBytes } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { PiOrder } from '@/domain/api/pi';
import { unitsToDecimal } from '@/domain/money/qtt';
import { parsePi, piUnitsToDecimal, qttUnitsForPi, type PiUnits } from '@/domain/pi/pi-amount';
import { piSdk, type PiOrderType } from '@/domain/pi/pi-sdk';
import { piPayment } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/app-error';
import type { PiDeps } from './pi-deps';
import { requirePiIdentity } from './pi-identity-of';

/** At most this many orders per user in `orderWindowMs`: no one fills the table. */
export const maxOrdersPerWindow = 5;
const orderWindowMs = 10 * 60_000;

/**
 * Makes the order the SDK's createPayment must carry: the amount, memo and metadata the
 * approval will compare the Pi Platform's payment against. The QTT it buys is fixed here,
 * from the Pi amount (20 QTT per Pi); nothing the browser sends later can change it.
 */
export async function createPiOrder(
  deps: PiDeps,
  o: { userId: string; amount: PiUnits; type: PiOrderType },
): Promise<PiOrder> {
  const identity = await requirePiIdentity(deps.db, o.userId);
  const testPi = parsePi(piSdk.testPaymentPi);
  if (o.type === 'test_payment' && o.amount !== testPi) {
    throw new AppError('INVALID_AMOUNT', `The test payment is ${piSdk.testPaymentPi} Pi.`);
  }
  const now = deps.clock.now();
  const id = randomBytes(16).toString('hex');
  const amountPi = piUnitsToDecimal(o.amount);
  const qtt = qttUnitsForPi(o.amount);
  const metadata = { type: o.type, timestamp: now.getTime(), orderId: id };
  const memo =
    o.type === 'test_payment'
      ? 'QTN test payment'
      : `Buy ${unitsToDecimal(qtt)} QTT with ${amountPi} Pi`;
  await withTransaction(deps.db, async (tx) => {
    // One order at a time per user, so the count below sees every earlier one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`pi-order:${o.userId}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(piPayment)
      .where(
        and(
          eq(piPayment.userId, o.userId),
          gt(piPayment.createdAt, new Date(now.getTime() - orderWindowMs)),
        ),
      );
    if ((recent?.n ?? 0) >= maxOrdersPerWindow) {
      throw AppError.rateLimited('Too many Pi orders. Try again in a few minutes.', 600);
    }
    await tx.insert(piPayment).values({
      id,
      userId: o.userId,
      piUid: identity.piUid,
      type: o.type,
      amountPi: o.amount,
      qtt,
      memo,
      metadata,
      createdAt: now,
      updatedAt: now,
    });
  });
  return {
    orderId: id,
    payment: { amount: Number(amountPi), memo, metadata },
    amountPi,
    qtt: unitsToDecimal(qtt),
  };
}
