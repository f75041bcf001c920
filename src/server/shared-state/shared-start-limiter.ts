import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/open-database';
import { queryRows } from '../db/query-rows';
import { withTransaction, type Tx } from '../db/transaction';
import { subnetOf } from '../http/address-subnet';
import type { Admission, StartLimiter, StartLimits } from '../watch/start-limiter';
import { redisScript } from './redis-script';
import { orUnavailable } from './shared-state-unavailable';

interface Scope {
  key: string;
  limit: number;
  name: 'address' | 'subnet';
}
const scopesOf = (limits: StartLimits, ip: string, subnet = subnetOf(ip)): Scope[] => {
  const prefix = limits.name ? `${limits.name}:` : '';
  return [
    { key: `${prefix}a:${ip}`, limit: limits.perAddress, name: 'address' },
    { key: `${prefix}s:${subnet}`, limit: limits.perSubnet, name: 'subnet' },
  ];
};

/**
 * watch_start_accounts, one row per (address or subnet, account). One transaction holds an
 * advisory lock on the subnet (every address in it shares that lock), so check-then-record
 * is atomic across both keys and all processes.
 */
export function createPgStartLimiter(db: Database, limits: StartLimits): StartLimiter {
  const admitIn = async (
    tx: Tx,
    userId: string,
    ip: string,
    subnet: string | undefined,
    nowMs: number,
  ): Promise<Admission> => {
    const scopes = scopesOf(limits, ip, subnet);
    // Limits off: nothing to count or record, so no lock that every start from the subnet
    // would queue on until its transaction commits.
    if (scopes.every((s) => s.limit === 0)) return { ok: true };
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`start:${scopes[1]?.key}`}))`);
    const since = nowMs - limits.windowMs;
    for (const s of scopes) {
      await tx.execute(
        sql`delete from watch_start_accounts where scope_key = ${s.key} and started_at <= ${since}`,
      );
      if (s.limit === 0) continue;
      const [row] = await queryRows<{ n: number; mine: number; oldest: string | null }>(
        tx,
        sql`select count(*)::int as n, count(*) filter (where user_id = ${userId})::int as mine,
            min(started_at) as oldest from watch_start_accounts where scope_key = ${s.key}`,
      );
      if (row && row.mine === 0 && row.n >= s.limit) {
        const retryAfterMs = Number(row.oldest) + limits.windowMs - nowMs;
        return { ok: false, scope: s.name, retryAfterMs };
      }
    }
    for (const s of scopes) {
      if (s.limit === 0) continue;
      await tx.execute(
        sql`insert into watch_start_accounts (scope_key, user_id, started_at)
            values (${s.key}, ${userId}, ${nowMs})
            on conflict (scope_key, user_id) do update set started_at = excluded.started_at`,
      );
    }
    return { ok: true };
  };
  return {
    // Inside the caller's transaction when given: a start that fails records nothing.
    admit: ({ userId, ip, subnet, nowMs, tx }) =>
      tx
        ? admitIn(tx, userId, ip, subnet, nowMs)
        : withTransaction(db, (own) => admitIn(own, userId, ip, subnet, nowMs)),
  };
}

/** Both sorted sets (member: account, score: start time) checked and written in one script. */
const admitLua = `
local now, window, user = tonumber(ARGV[1]), tonumber(ARGV[2]), ARGV[3]
for i = 1, 2 do
  local limit = tonumber(ARGV[3 + i])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  if limit > 0 and not redis.call('ZSCORE', KEYS[i], user) and redis.call('ZCARD', KEYS[i]) >= limit then
    local oldest = redis.call('ZRANGE', KEYS[i], 0, 0, 'WITHSCORES')
    return {i, tonumber(oldest[2]) + window - now}
  end
end
for i = 1, 2 do
  if tonumber(ARGV[3 + i]) > 0 then
    redis.call('ZADD', KEYS[i], now, user)
    redis.call('PEXPIRE', KEYS[i], window)
  end
end
return {0, 0}`;

/** qtn:start:a:<ip> and qtn:start:s:<subnet>, sorted sets that expire with the window. */
export function createRedisStartLimiter(client: Redis, limits: StartLimits): StartLimiter {
  const admit = redisScript(client, 'qtnStartAdmit', 2, admitLua);
  return {
    admit: ({ userId, ip, subnet, nowMs }) =>
      orUnavailable(async (): Promise<Admission> => {
        const [a, s] = scopesOf(limits, ip, subnet);
        const [hit, wait] = (await admit(
          `qtn:start:${a?.key}`,
          `qtn:start:${s?.key}`,
          nowMs,
          limits.windowMs,
          userId,
          limits.perAddress,
          limits.perSubnet,
        )) as [number, number];
        if (hit === 0) return { ok: true };
        return { ok: false, scope: hit === 1 ? 'address' : 'subnet', retryAfterMs: wait };
      }),
  };
}
