import pg from 'pg';
import type { StopMode, ThrowawayPostgres } from './throwaway-postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface HealthReading {
  status: number;
  retryAfter: string | null;
  database: string | undefined;
}

async function readHealth(base: string): Promise<HealthReading> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json()) as { database?: { status?: string } };
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      database: body.database?.status,
    };
  } catch {
    return { status: 0, retryAfter: null, database: undefined };
  }
}

export interface Outage {
  mode: StopMode;
  /** performance.now() when the stop began, and when the database accepted connections again. */
  stoppedAt: number;
  restartedAt: number;
  /** Each server's /api/health halfway through the outage. */
  healthDuring: HealthReading[];
  /** Each server's /api/health once its database is back (waiting for the 200, at most 30 s). */
  healthyAfterSeconds: (number | null)[];
}

/**
 * Stops the cluster (`pg_ctl stop -m <mode>`) for `stoppedMs`, reads every server's health
 * meanwhile, starts the cluster again and waits until every server reports healthy.
 */
export async function stopDatabaseFor(
  cluster: ThrowawayPostgres,
  servers: string[],
  o: { mode: StopMode; stoppedMs: number },
): Promise<Outage> {
  const stoppedAt = performance.now();
  await cluster.stop(o.mode);
  await sleep(Math.max(0, o.stoppedMs / 2 - (performance.now() - stoppedAt)));
  const healthDuring = await Promise.all(servers.map(readHealth));
  await sleep(Math.max(0, o.stoppedMs - (performance.now() - stoppedAt)));
  await cluster.start();
  const restartedAt = performance.now();
  const healthyAfterSeconds = await Promise.all(
    servers.map(async (base) => {
      while (performance.now() - restartedAt < 30_000) {
        if ((await readHealth(base)).status === 200) {
          return Math.round((performance.now() - restartedAt) / 10) / 100;
        }
        await sleep(50);
      }
      return null;
    }),
  );
  return { mode: o.mode, stoppedAt, restartedAt, healthDuring, healthyAfterSeconds };
}

/**
 * Opens a transaction that locks the reward pool's ledger row, so that every vault creation
 * and paid reward the servers begin waits inside its own open transaction, until at least
 * `waiting` of them do (or 10 s passed). The database's stop then cuts them half-way;
 * `release` ends the lock if no stop came.
 */
export async function holdRewardPool(url: string, waiting: number) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // the outage ends this connection too
  await client.connect();
  await client.query('begin');
  // Every sub-account of the pool (docs/decisions/048), so every reward waits.
  await client.query(
    `select 1 from ledger_account where id = 'pool:reward' or id like 'pool:reward:%' for update`,
  );
  let seen = 0;
  for (let i = 0; i < 100 && seen < waiting; i++) {
    if (i > 0) await sleep(100);
    // Inside a transaction the activity view is read once; forget that copy each time.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where wait_event_type = 'Lock' and state = 'active' and pid <> pg_backend_pid()`,
    );
    seen = rows[0]?.n ?? 0;
  }
  return { waiting: seen, release: () => client.end().catch(() => undefined) };
}
