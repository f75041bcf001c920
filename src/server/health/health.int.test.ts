import { afterEach, describe, expect, it } from 'vitest';
import { healthSchema } from '@/domain/api/health';
import { createTestApp, type TestApp } from '@/test/test-app';
import { testDriver } from '@/test/test-database';

describe('GET /api/health', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('reports the server and a reachable database', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = healthSchema.parse(res.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ status: 'up', driver: testDriver });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('is served under the serverless prefix too', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/.netlify/functions/health' });
    expect(res.statusCode).toBe(200);
    expect(healthSchema.parse(res.json()).status).toBe('ok');
  });

  it('answers 503 and degraded when the database is gone', async () => {
    t = await createTestApp();
    // Stands in for a lost connection: the next ping fails as the driver would.
    t.database.ping = () => Promise.reject(new Error('connection refused'));
    const app = t.app;
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'degraded',
      database: { status: 'down', latencyMs: null },
    });
  });
});
