import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { user } from '../db/schema';
import type { Auth } from './create-auth';

export interface AdminInput {
  email: string;
  /** Needed only when the account does not exist yet. */
  password?: string | undefined;
  displayName?: string | undefined;
}

/** Makes the account with this email an admin, creating it first when needed. */
export async function createOrPromoteAdmin(
  auth: Auth,
  db: Database,
  input: AdminInput,
): Promise<{ created: boolean; userId: string }> {
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) {
    await db.update(user).set({ role: 'admin' }).where(eq(user.id, existing.id));
    return { created: false, userId: existing.id };
  }
  if (!input.password) throw new Error(`No account for ${email}: give --password to create one.`);
  const name = input.displayName ?? 'Admin';
  const result = await auth.api.signUpEmail({
    body: { email, password: input.password, name, username: name, displayUsername: name },
  });
  await db.update(user).set({ role: 'admin' }).where(eq(user.id, result.user.id));
  return { created: true, userId: result.user.id };
}

/**
 * ADMIN_EMAILS: at start, accounts with these emails become admins, but only once their
 * address is confirmed; otherwise whoever signed up first with the address would be admin.
 * Answers which of the emails are admins now and which wait for a confirmed account.
 */
export async function promoteConfiguredAdmins(
  db: Database,
  emails: string[],
): Promise<{ admins: string[]; waiting: string[] }> {
  if (emails.length === 0) return { admins: [], waiting: [] };
  const promoted = await db
    .update(user)
    .set({ role: 'admin' })
    .where(and(inArray(sql`lower(${user.email})`, emails), eq(user.emailVerified, true)))
    .returning({ email: user.email });
  const admins = new Set(promoted.map((p) => p.email.toLowerCase()));
  return {
    admins: emails.filter((e) => admins.has(e)),
    waiting: emails.filter((e) => !admins.has(e)),
  };
}
