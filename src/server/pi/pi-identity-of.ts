import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { piIdentity } from '../db/schema';
import { AppError } from '../http/app-error';

export type PiIdentityRow = typeof piIdentity.$inferSelect;

/** The account's Pi identity (a uid the Pi Platform vouched for at sign-in or linking). */
export async function piIdentityOf(db: Database, userId: string): Promise<PiIdentityRow | null> {
  const [row] = await db.select().from(piIdentity).where(eq(piIdentity.userId, userId));
  return row ?? null;
}

export async function requirePiIdentity(db: Database, userId: string): Promise<PiIdentityRow> {
  const identity = await piIdentityOf(db, userId);
  if (!identity) {
    throw AppError.forbidden('Sign in with Pi (or link your Pi account) to pay with Pi.');
  }
  return identity;
}
