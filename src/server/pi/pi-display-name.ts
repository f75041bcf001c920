import { createHash } from 'node:crypto';
import { and, isNull, or, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { displayNameLength, isValidDisplayName } from '@/domain/auth/display-name';
import { user } from '../db/schema';

// Any drizzle PostgreSQL database or transaction (create-auth.ts holds an untyped one).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = PgDatabase<PgQueryResultHKT, any>;

/**
 * A Pi account (opened by Sign in with Pi) has no username: signing in by display name
 * keeps resolving to email accounts only. Its display name comes from the Pi username (or,
 * when Pi shares none, from the uid: anonymousPioneerName) but
 * never takes a name another account shows or signs in with; a taken one gets "-pi" (then
 * "-pi2", …). Sign-up in turn refuses a username a Pi account shows (create-auth.ts).
 */
export async function choosePiDisplayName(
  db: Db,
  pi: { uid: string; username: string | null },
): Promise<string> {
  const base = pi.username === null ? anonymousPioneerName(pi.uid) : toDisplayName(pi.username);
  for (let n = 1; n < 100; n++) {
    const suffix = n === 1 ? '' : n === 2 ? '-pi' : `-pi${n - 1}`;
    const candidate = base.slice(0, displayNameLength.max - suffix.length) + suffix;
    if (!(await isNameTaken(db, candidate))) return candidate;
  }
  return `${base.slice(0, 20)}-${Date.now().toString(36)}`;
}

/** True when a Pi account shows this name (sign-up must not take it). */
export async function isPiDisplayName(db: Db, name: string | null | undefined) {
  if (!name) return false;
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(and(isNull(user.username), sql`lower(${user.displayUsername}) = ${name.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

async function isNameTaken(db: Db, name: string) {
  const lower = name.toLowerCase();
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(
      or(sql`lower(${user.username}) = ${lower}`, sql`lower(${user.displayUsername}) = ${lower}`),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A pioneer who did not share a username (no `username` scope) is "pioneer-" and six hex
 * digits of a hash of the uid: the same for the same pioneer, almost never taken twice,
 * and it shows nothing of the uid itself.
 */
function anonymousPioneerName(uid: string): string {
  return `pioneer-${createHash('sha256').update(uid).digest('hex').slice(0, 6)}`;
}

/** Pi usernames are letters, digits and underscores; anything else becomes "_". */
function toDisplayName(piUsername: string): string {
  const cleaned = piUsername.replace(/[^\p{L}\p{N}._-]/gu, '_').slice(0, displayNameLength.max - 4);
  return isValidDisplayName(cleaned) ? cleaned : 'pioneer';
}
