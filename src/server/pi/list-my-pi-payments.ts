import { desc, eq } from 'drizzle-orm';
import type { PiPayment } from '@/domain/api/pi';
import type { Database } from '../db/open-database';
import { piPayment } from '../db/schema';
import { piPaymentView } from './pi-payment-view';

/** The user's 20 most recent Pi orders, newest first: the exchange page's status. */
export async function listMyPiPayments(db: Database, userId: string): Promise<PiPayment[]> {
  const rows = await db
    .select()
    .from(piPayment)
    .where(eq(piPayment.userId, userId))
    .orderBy(desc(piPayment.createdAt), desc(piPayment.id))
    .limit(20);
  return rows.map(piPaymentView);
}
