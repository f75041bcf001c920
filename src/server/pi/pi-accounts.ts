import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { piPlaceholderEmail } from '@/domain/pi/pi-account';
import type { Database } from '../db/open-database';
import { piIdentity, user } from '../db/schema';
import { AppError } from '../http/app-error';
import type { PiUser } from '../integrations/pi/pi-platform';
import { choosePiDisplayName } from './pi-display-name';
import { isUniqueViolation } from '../db/is-unique-violation';

export interface PiAccount {
  userId: string;
  displayName: string;
  twoFactorEnabled: boolean;
  created: boolean;
}

/**
 * The QTN account of a verified Pi user, keyed on the uid the Pi Platform returned: the
 * account linked to it, or a new one (no password, a placeholder email, no username).
 * Two first sign-ins at once make one account: the loser of the unique uid reads the winner's.
 */
export async function findOrCreatePiAccount(db: Database, pi: PiUser): Promise<PiAccount> {
  const existing = await accountOfUid(db, pi);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      const id = randomUUID();
      const name = await choosePiDisplayName(tx, pi);
      await tx.insert(user).values({
        id,
        name,
        displayUsername: name,
        email: piPlaceholderEmail(id),
        emailVerified: false,
        role: 'user',
      });
      await tx.insert(piIdentity).values({ userId: id, piUid: pi.uid, piUsername: pi.username });
      return { userId: id, displayName: name, twoFactorEnabled: false, created: true };
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await accountOfUid(db, pi);
    if (winner) return winner;
    throw err;
  }
}

/** Links a verified Pi identity to a signed-in account (one uid per account, one account per uid). */
export async function linkPiIdentity(db: Database, userId: string, pi: PiUser) {
  const refuse = async () => {
    const [byUid] = await db.select().from(piIdentity).where(eq(piIdentity.piUid, pi.uid));
    if (byUid && byUid.userId === userId) return;
    throw new AppError(
      'PI_ALREADY_LINKED',
      byUid
        ? 'This Pi account is already linked to another QTN account.'
        : 'This QTN account is already linked to another Pi account.',
    );
  };
  const [mine] = await db.select().from(piIdentity).where(eq(piIdentity.userId, userId));
  if (mine) return mine.piUid === pi.uid ? rememberUsername(db, pi) : refuse();
  try {
    await db.insert(piIdentity).values({ userId, piUid: pi.uid, piUsername: pi.username });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await refuse();
  }
}

export async function readPiLink(db: Database, userId: string) {
  const [row] = await db
    .select({ piUsername: piIdentity.piUsername })
    .from(piIdentity)
    .where(eq(piIdentity.userId, userId));
  return { linked: Boolean(row), piUsername: row?.piUsername ?? null };
}

async function accountOfUid(db: Database, pi: PiUser): Promise<PiAccount | null> {
  const [row] = await db
    .select({
      userId: user.id,
      name: user.name,
      displayUsername: user.displayUsername,
      twoFactorEnabled: user.twoFactorEnabled,
      piUsername: piIdentity.piUsername,
    })
    .from(piIdentity)
    .innerJoin(user, eq(user.id, piIdentity.userId))
    .where(eq(piIdentity.piUid, pi.uid));
  if (!row) return null;
  if (pi.username !== null && row.piUsername !== pi.username) await rememberUsername(db, pi);
  return {
    userId: row.userId,
    displayName: row.displayUsername ?? row.name,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    created: false,
  };
}

/**
 * Pi usernames can change; the link shows the latest one Pi shared (the display name
 * stays). A token without the `username` scope shares none and erases nothing.
 */
async function rememberUsername(db: Database, pi: PiUser) {
  if (pi.username === null) return;
  await db.update(piIdentity).set({ piUsername: pi.username }).where(eq(piIdentity.piUid, pi.uid));
}
