import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission } from '@/server/admission/admission';
import { loadConfig } from '@/server/config';
import { healthRoutes } from '@/server/health/health-routes';
import { registerErrorHandler } from '@/server/http/error-handler';
import { mountRoute } from '@/server/http/mount-routes';
import { newUser, post } from '@/test/auth-helpers';
import { createTestApp } from '@/test/test-app';
import { findPostgresBin, freePort, startThrowawayPostgres } from '@/test/throwaway-postgres';
import { openDatabase, type DatabaseHandle } from './open-database';

let app: FastifyInstance | undefined;
let database: DatabaseHandle | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
  app = database = undefined;
});

async function appOver(handle: DatabaseHandle) {
  const a = Fastify() as unknown as FastifyInstance;
  registerErrorHandler(a);
  const admission = createAdmission(loadConfig({ NODE_ENV: 'test' }));
  const deps = { database: handle, admission, logger: a.log, startedAt: Date.now() };
  for (const route of healthRoutes.routes) await mountRoute(a, route, deps);
  a.get('/query', async () => {
    await handle.db.execute(sql`select 1`);
    return { ok: true };
  });
  await a.ready();
  return a;
}

function expectUnavailable(res: { statusCode: number; headers: Record<string, unknown> }) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a database outage', () => {
  it('answers 503 UNAVAILABLE with Retry-After, and health names the database', async () => {
    database = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
    });
    app = await appOver(database);
    const res = await app.inject({ method: 'GET', url: '/query' });
    expectUnavailable(res);
    expect(res.json()).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expectUnavailable(health);
    expect(health.json()).toMatchObject({ status: 'degraded', database: { status: 'down' } });
  });

  it("makes sign-in answer 503 too, not better-auth's bare 500", { timeout: 180_000 }, async () => {
    const t = await createTestApp();
    try {
      await t.database.close(); // the driver now fails every query as if the server were gone
      const u = newUser();
      const res = await post(t, '/api/auth/sign-in/email', {
        email: u.email,
        password: u.password,
      });
      expectUnavailable(res);
      expect(res.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    } finally {
      await t.app.close();
    }
  });

  const bin = findPostgresBin() ?? '';
  it.skipIf(!bin)('recovers without a restart once PostgreSQL is back', async () => {
    const cluster = await startThrowawayPostgres(bin);
    try {
      database = await openDatabase({ kind: 'postgres', url: cluster.url });
      app = await appOver(database);
      expect((await app.inject({ method: 'GET', url: '/query' })).statusCode).toBe(200);

      await cluster.stop();
      expectUnavailable(await app.inject({ method: 'GET', url: '/query' }));
      expectUnavailable(await app.inject({ method: 'GET', url: '/api/health' }));

      await cluster.start();
      expect((await app.inject({ method: 'GET', url: '/query' })).statusCode).toBe(200);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
    } finally {
      await app?.close();
      await database?.close();
      app = database = undefined;
      cluster.remove();
    }
  });
});
