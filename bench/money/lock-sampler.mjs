// Whether a hot row caps an operation: while it runs, samples how many of the server's
// database connections are busy and how many of those wait for a row lock.
import pg from 'pg';

export async function startLockSampler(url, everyMs = 50) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let samples = 0;
  let busy = 0;
  let waiting = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query(
        `select count(*) filter (where state <> 'idle')::int as busy,
                count(*) filter (where wait_event_type = 'Lock')::int as waiting
         from pg_stat_activity
         where backend_type = 'client backend' and pid <> pg_backend_pid()
           and application_name <> 'pgbench'`,
      );
      samples += 1;
      busy += rows[0].busy;
      waiting += rows[0].waiting;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    /** Mean busy connections and mean connections waiting for a lock. */
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      const mean = (x) => (samples ? Math.round((x / samples) * 10) / 10 : 0);
      return { busyConnections: mean(busy), lockWaiting: mean(waiting) };
    },
  };
}
