import { and, eq, sql } from 'drizzle-orm';
import type { Units } from '@/domain/money/qtt';
import { reservationHeadroom } from '@/domain/vaults/reservation-cap';
import type { Database } from '../db/open-database';
import { vault } from '../db/schema';
import type { Tx } from '../db/transaction';
import { accountBalance } from '../ledger/account-balance';
import { systemAccounts } from '../ledger/ledger-accounts';

/**
 * What a member's open vaults reserve now: the sum of their rewards. Only the member's own
 * transactions change it, and each takes the member's wallet lock first, so a reader holding
 * that lock sees every committed vault and no other can commit meanwhile.
 */
export async function reservedByMember(db: Database | Tx, userId: string): Promise<Units> {
  const [row] = await db
    .select({ reserved: sql<string>`coalesce(sum(${vault.reward}), 0)` })
    .from(vault)
    .where(and(eq(vault.userId, userId), eq(vault.status, 'active')));
  return BigInt(row?.reserved ?? '0');
}

/**
 * The reward the member may still reserve (docs/decisions/035-reservation-cap.md): the
 * reward pool's free balance is its stored balance, which every open vault's reservation has
 * already left, and the cap is share × (free + the member's own reservations).
 */
export async function reserveHeadroom(
  db: Database | Tx,
  o: { userId: string; shareBps: number; reserved?: Units },
): Promise<Units> {
  const reserved = o.reserved ?? (await reservedByMember(db, o.userId));
  const free = await accountBalance(db, systemAccounts.rewardPool);
  return reservationHeadroom(free, reserved, o.shareBps);
}
