import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '@/test/test-database';
import type { DatabaseHandle } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { createSweeper } from './sweep-expired';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const left = async () =>
  Number(
    (
      await queryRows<{ n: string }>(database.db, sql`select count(*) as n from single_use_codes`)
    )[0]?.n,
  );

describe('sweeping expired shared-state rows', () => {
  it('sweeps one batch a minute, and every second while full batches show a backlog', async () => {
    await database.db.execute(
      sql`insert into single_use_codes (key, expires_at) select 'k' || i, 1000 from generate_series(1, 1200) as i`,
    );
    const sweep = createSweeper(database.db, sql`single_use_codes`, sql`key`, sql`expires_at`);
    const t0 = 10_000_000;
    sweep(t0);
    await vi.waitFor(async () => expect(await left()).toBe(700));
    sweep(t0 + 999); // a backlog: the next batch may go after a second, not before
    await new Promise((r) => setTimeout(r, 50));
    expect(await left()).toBe(700);
    sweep(t0 + 1_000);
    await vi.waitFor(async () => expect(await left()).toBe(200));
    sweep(t0 + 2_000);
    await vi.waitFor(async () => expect(await left()).toBe(0));
    // The last batch was not full: back to once a minute.
    await database.db.execute(
      sql`insert into single_use_codes (key, expires_at) values ('late', 1000)`,
    );
    sweep(t0 + 3_000);
    await new Promise((r) => setTimeout(r, 50));
    expect(await left()).toBe(1);
    sweep(t0 + 62_000);
    await vi.waitFor(async () => expect(await left()).toBe(0));
  });
});
