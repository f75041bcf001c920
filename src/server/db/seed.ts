import { sql } from 'drizzle-orm';
import type { Database } from './open-database';
import { appMeta } from './schema';

/**
 * One named, idempotent step of demo data. Later areas (accounts, ledger, content) add
 * their steps to `demoSeedSteps`; each runs once per database and is recorded in app_meta.
 */
export interface SeedStep {
  name: string;
  run(db: Database): Promise<void>;
}

export const demoSeedSteps: SeedStep[] = [
  {
    name: 'installation',
    run: async (db) => {
      await db
        .insert(appMeta)
        .values({ key: 'installation', value: { kind: 'demo', createdBy: 'seed' } })
        .onConflictDoNothing();
    },
  },
];

export async function seedDemoData(
  db: Database,
  steps: SeedStep[] = demoSeedSteps,
): Promise<string[]> {
  const ran: string[] = [];
  for (const step of steps) {
    const key = `seed:${step.name}`;
    const done = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(appMeta)
        .values({ key, value: sql`jsonb_build_object('at', now())` })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (inserted.length === 0) return true;
      await step.run(tx as unknown as Database);
      return false;
    });
    if (!done) ran.push(step.name);
  }
  return ran;
}
