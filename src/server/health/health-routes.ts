import { healthSchema, pingResponseSchema, type Health } from '@/domain/api/health';
import type { Admission } from '../admission/admission';
import type { DatabaseHandle } from '../db/open-database';
import { databaseRetryAfterSeconds } from '../http/error-handler';
import { defineRoutes } from '../http/define-route';
import { version } from '../version';

/** Health answers within this even when the database hangs rather than refuses. */
const pingTimeoutMs = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface HealthDeps {
  database: DatabaseHandle;
  admission: Admission;
  logger: { warn(details: object, message: string): void };
  startedAt: number;
}

const pong = () => ({ pong: true as const, ok: true as const, time: new Date().toISOString() });

/**
 * Health (never shed, so a balancer and an operator see the server under pressure) and the
 * earlier version's test function, which answers without the database. Ping also takes POST
 * (the body is parsed and ignored): the benchmark's bare baseline for the heartbeat.
 */
export const healthRoutes = defineRoutes({
  area: 'health',
  setup: ({ database, admission, logger }): HealthDeps => ({
    database,
    admission,
    logger,
    startedAt: Date.now(),
  }),
  routes: (route) => [
    route({
      method: 'GET',
      name: 'health',
      operationId: 'getHealth',
      summary: 'Health and version; 503 with the same body while the database is down',
      access: 'visitor',
      responses: { 200: healthSchema, 503: healthSchema },
      errors: [],
      handler: async ({ deps, reply }) => {
        const began = performance.now();
        let up = true;
        try {
          await withTimeout(deps.database.ping(), pingTimeoutMs);
        } catch (err) {
          up = false;
          deps.logger.warn({ err }, 'database ping failed');
        }
        const { load, hashLimiter, connections } = deps.admission;
        const body: Health = {
          status: up ? 'ok' : 'degraded',
          version,
          uptimeSeconds: Math.round((Date.now() - deps.startedAt) / 1000),
          database: {
            status: up ? 'up' : 'down',
            driver: deps.database.driver,
            latencyMs: up ? Math.round((performance.now() - began) * 10) / 10 : null,
          },
          load: {
            shedding: load.reading.overloaded,
            eventLoopDelayMs: load.reading.eventLoopDelayMs,
            eventLoopUtilization: load.reading.eventLoopUtilization,
            openConnections: connections.open,
            passwordHashing: hashLimiter.stats,
          },
        };
        if (!up) reply.header('retry-after', String(databaseRetryAfterSeconds));
        return reply
          .header('cache-control', 'no-store')
          .status(up ? 200 : 503)
          .send(body);
      },
    }),
    route({
      method: 'GET',
      name: 'ping',
      operationId: 'ping',
      summary: 'Answers without the database',
      access: 'visitor',
      responses: { 200: pingResponseSchema },
      errors: [],
      handler: async ({ reply }) => reply.header('cache-control', 'no-store').send(pong()),
    }),
    route({
      method: 'POST',
      name: 'ping',
      operationId: 'pingPost',
      summary: 'Ping; the body is ignored',
      access: 'visitor',
      responses: { 200: pingResponseSchema },
      errors: [],
      handler: async ({ reply }) => reply.header('cache-control', 'no-store').send(pong()),
    }),
  ],
});
