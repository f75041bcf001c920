import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { redisScript } from './redis-script';
import type { HandleSequences } from './shared-state';
import { orUnavailable } from './shared-state-unavailable';
import { createSweeper } from './sweep-expired';

/** Past any sequence number a session reaches: a closed session expects nothing more. */
const closed = Number.MAX_SAFE_INTEGER;

/**
 * watch_handle_sequences: a claim is one conditional upsert, which succeeds only when the
 * row is absent or expects exactly this number, and then expects the next one.
 */
export function createPgHandleSequences(db: Database): HandleSequences {
  const sweep = createSweeper(db, sql`watch_handle_sequences`, sql`session_id`, sql`expires_at`);
  const close = async (sessionId: string, expiresMs: number) => {
    await db.execute(
      sql`insert into watch_handle_sequences (session_id, next_seq, expires_at)
          values (${sessionId}, ${closed}, ${expiresMs})
          on conflict (session_id) do update
          set next_seq = excluded.next_seq, expires_at = excluded.expires_at`,
    );
  };
  return {
    async claim(sessionId, seq, expiresMs) {
      sweep(Date.now());
      const rows = await queryRows(
        db,
        sql`insert into watch_handle_sequences (session_id, next_seq, expires_at)
            values (${sessionId}, ${seq + 1}, ${expiresMs})
            on conflict (session_id) do update
            set next_seq = excluded.next_seq, expires_at = excluded.expires_at
            where watch_handle_sequences.next_seq = ${seq}
            returning session_id`,
      );
      return rows.length === 1;
    },
    close,
  };
}

const claimLua = `
local current = redis.call('GET', KEYS[1])
if current and current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/** qtn:seq:<session id> holds the expected number; a claim is one Lua script (EVALSHA). */
export function createRedisHandleSequences(client: Redis): HandleSequences {
  const claim = redisScript(client, 'qtnSeqClaim', 1, claimLua);
  const ttl = (expiresMs: number) => Math.max(1, expiresMs - Date.now());

  return {
    claim: (sessionId, seq, expiresMs) =>
      orUnavailable(
        async () =>
          (await claim(`qtn:seq:${sessionId}`, String(seq), String(seq + 1), ttl(expiresMs))) === 1,
      ),
    close: (sessionId, expiresMs) =>
      orUnavailable(async () => {
        await client.set(`qtn:seq:${sessionId}`, String(closed), 'PX', ttl(expiresMs));
      }),
  };
}
