import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from './open-database';
import { appMeta } from './schema';
import type { Auth } from '../auth/create-auth';
import { installationStep, seedDemoData, type SeedStep } from './seed';

describe('demo seed', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });
  // These steps never touch auth.
  const ctx = () => ({ db: handle.db, auth: undefined as unknown as Auth });

  it('runs each step once per database', async () => {
    let runs = 0;
    const steps: SeedStep[] = [{ name: 'counter', run: async () => void runs++ }];
    expect(await seedDemoData(ctx(), steps)).toEqual(['counter']);
    expect(await seedDemoData(ctx(), steps)).toEqual([]);
    expect(runs).toBe(1);
    const marker = await handle.db.select().from(appMeta).where(eq(appMeta.key, 'seed:counter'));
    expect(marker).toHaveLength(1);
  });

  it('a failing step leaves no marker, so it runs again next time', async () => {
    let attempts = 0;
    const steps: SeedStep[] = [
      {
        name: 'flaky',
        run: async () => {
          attempts++;
          if (attempts === 1) throw new Error('boom');
        },
      },
    ];
    await expect(seedDemoData(ctx(), steps)).rejects.toThrow('boom');
    expect(await seedDemoData(ctx(), steps)).toEqual(['flaky']);
  });

  it('the default steps record the installation', async () => {
    await seedDemoData(ctx(), [installationStep]);
    const rows = await handle.db.select().from(appMeta).where(eq(appMeta.key, 'installation'));
    expect(rows[0]?.value).toMatchObject({ kind: 'demo' });
  });
});
