import { eq, sql } from 'drizzle-orm';
import type { Auth } from '../auth/create-auth';
import type { Database } from './open-database';
import { appMeta } from './schema';

export interface SeedContext {
  db: Database;
  auth: Auth;
}

/**
 * One named, idempotent step of demo data. Areas (accounts, ledger, content) add their
 * steps to `demoSeedSteps` (src/server/demo/demo-seed.ts); each runs once per database and is
 * recorded in app_meta.
 */
export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

export const installationStep: SeedStep = {
  name: 'installation',
  run: async ({ db }) => {
    await db
      .insert(appMeta)
      .values({ key: 'installation', value: { kind: 'demo', createdBy: 'seed' } })
      .onConflictDoNothing();
  },
};

/**
 * Runs each step that has not run on this database yet, then records it. Steps are not
 * wrapped in one transaction (they may call services such as auth that use their own
 * connection, which would deadlock PGlite's single one), so each must be idempotent: a
 * step that fails part-way is simply run again next time.
 */
export async function seedDemoData(ctx: SeedContext, steps: SeedStep[]): Promise<string[]> {
  const { db } = ctx;
  const ran: string[] = [];
  for (const step of steps) {
    const key = `seed:${step.name}`;
    const [done] = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, key));
    if (done) continue;
    await step.run(ctx);
    await db
      .insert(appMeta)
      .values({ key, value: sql`jsonb_build_object('at', now())` })
      .onConflictDoNothing();
    ran.push(step.name);
  }
  return ran;
}
