import type { FastifyInstance } from 'fastify';
import type { Health } from '@/domain/api/health';
import type { Admission } from '../admission/admission';
import type { DatabaseHandle } from '../db/open-database';
import { databaseRetryAfterSeconds } from '../http/error-handler';
import { mountFunction } from '../http/mount-function';

/** Health answers within this even when the database hangs rather than refuses. */
const pingTimeoutMs = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; version: string; startedAt: number; admission: Admission },
) {
  mountFunction(app, {
    method: 'GET',
    name: 'health',
    handler: async (_request, reply) => {
      const began = performance.now();
      let up = true;
      try {
        await withTimeout(deps.database.ping(), pingTimeoutMs);
      } catch (err) {
        up = false;
        app.log.warn({ err }, 'database ping failed');
      }
      const { load, hashLimiter, connections } = deps.admission;
      const body: Health = {
        status: up ? 'ok' : 'degraded',
        version: deps.version,
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
  });
}

/**
 * The specification's test function: answers without touching the database. It also takes
 * POST (the body is parsed and ignored), the benchmark's bare baseline for the heartbeat.
 */
export function registerPingRoute(app: FastifyInstance) {
  mountFunction(app, {
    method: ['GET', 'POST'],
    name: 'ping',
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ pong: true, ok: true, time: new Date().toISOString() }),
  });
}
