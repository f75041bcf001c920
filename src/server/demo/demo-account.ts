import { eq } from 'drizzle-orm';
import { user } from '../db/schema';
import type { SeedStep } from '../db/seed';

/** The embedded default's demo account (never seeded into production unless asked). */
export const demoAccount = {
  email: 'demo@qtn.local',
  password: 'qtn-demo-1337',
  displayName: 'Demo',
} as const;

export const demoAccountStep: SeedStep = {
  name: 'demo-account',
  run: async ({ db, auth }) => {
    const [existing] = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, demoAccount.email));
    if (existing) return;
    const { email, password, displayName } = demoAccount;
    await auth.api.signUpEmail({
      body: {
        email,
        password,
        name: displayName,
        username: displayName,
        displayUsername: displayName,
      },
    });
    // The demo address cannot receive mail, so it counts as confirmed.
    await db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  },
};
