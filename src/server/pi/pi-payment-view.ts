import type { PiPayment } from '@/domain/api/pi';
import { piUnitsToDecimal } from '@/domain/pi/pi-amount';
import { unitsToDecimal } from '@/domain/money/qtt';
import type { piPayment } from '../db/schema';

export type PiPaymentRow = typeof piPayment.$inferSelect;

/** An order as its owner (and the admin view) sees it: amounts as exact decimal strings. */
export function piPaymentView(row: PiPaymentRow): PiPayment {
  return {
    orderId: row.id,
    paymentId: row.paymentId,
    type: row.type,
    status: row.status,
    amountPi: piUnitsToDecimal(row.amountPi),
    qtt: unitsToDecimal(row.qtt),
    credited: row.status === 'completed' ? unitsToDecimal(row.qtt) : '0',
    txid: row.txid,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    lastError: row.lastError,
  };
}
