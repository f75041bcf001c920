import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import type { SingleUseCodes } from './shared-state';
import { orUnavailable } from './shared-state-unavailable';
import { createSweeper } from './sweep-expired';

/** single_use_codes: one insert-or-take-over-expired statement claims a code atomically. */
export function createPgSingleUseCodes(db: Database): SingleUseCodes {
  const sweep = createSweeper(db, sql`single_use_codes`, sql`key`, sql`expires_at`);
  return {
    async claim(key, ttlMs) {
      const now = Date.now();
      sweep(now);
      const rows = await queryRows(
        db,
        sql`insert into single_use_codes (key, expires_at) values (${key}, ${now + ttlMs})
            on conflict (key) do update set expires_at = excluded.expires_at
            where single_use_codes.expires_at <= ${now}
            returning key`,
      );
      return rows.length === 1;
    },
    async release(key) {
      await db.execute(sql`delete from single_use_codes where key = ${key}`);
    },
  };
}

/** qtn:code:<key> set with NX and an expiry: the first SET wins, Redis forgets it later. */
export function createRedisSingleUseCodes(client: Redis): SingleUseCodes {
  return {
    claim: (key, ttlMs) =>
      orUnavailable(
        async () => (await client.set(`qtn:code:${key}`, '1', 'PX', ttlMs, 'NX')) === 'OK',
      ),
    release: (key) =>
      orUnavailable(async () => {
        await client.del(`qtn:code:${key}`);
      }),
  };
}
