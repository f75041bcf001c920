import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { healthSchema } from '@/domain/api/health';
import { newUser, post, signUp } from '@/test/auth-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Takes the only hashing slot until `release` is called. */
function holdHashSlot(app: TestApp) {
  let release!: () => void;
  const held = app.admission.hashLimiter.run(() => new Promise<void>((r) => (release = r)));
  return { release: () => (release(), held) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

/** One request on its own connection, closed after the answer. */
function getOnce(port: number, path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject);
    },
  );
}

const busyEnv = { HASH_CONCURRENCY: '1', HASH_QUEUE_LIMIT: '0', SHED_LOOP_DELAY_MS: '0' };

describe('admission control', () => {
  it('answers 503 with Retry-After when the hashing queue is full, and signs in once it frees', async () => {
    t = await createTestApp({ env: busyEnv });
    const user = newUser();
    expect((await signUp(t, user)).statusCode).toBe(200);
    const slot = holdHashSlot(t);

    const refused = await post(t, '/api/auth/sign-in/email', user);
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'QTN is busy. Please try again in a few seconds.' },
    });
    const health = healthSchema.parse((await t.app.inject('/api/health')).json());
    expect(health.load.passwordHashing).toMatchObject({ running: 1, queued: 0, refused: 1 });

    await slot.release();
    expect((await post(t, '/api/auth/sign-in/email', user)).statusCode).toBe(200);
  });

  it('refuses an auth request before any database work when every auth slot is taken', async () => {
    t = await createTestApp({ env: busyEnv });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const limiter = t.admission.authLimiter;
    const slots = Array.from({ length: limiter.options.concurrency }, () =>
      limiter.run(() => held),
    );
    const refused = await post(t, '/api/auth/sign-up/email', newUser());
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(t.admission.hashLimiter.stats.refused).toBe(0); // it never reached the hash
    release();
    await Promise.all(slots);
    expect((await signUp(t, newUser())).statusCode).toBe(200);
  });

  it('drops a queued hash whose client has disconnected, without hashing', async () => {
    t = await createTestApp({ env: { ...busyEnv, HASH_QUEUE_LIMIT: '4' } });
    const user = newUser();
    expect((await signUp(t, user)).statusCode).toBe(200);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const slot = holdHashSlot(t);
    const limiter = t.admission.hashLimiter;

    const body = JSON.stringify({ email: user.email, password: user.password });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json', origin: testOrigin },
    });
    request.on('error', () => {}); // the test cuts it
    request.end(body);
    await until(() => limiter.stats.queued === 1);
    request.destroy();
    await until(() => limiter.stats.queued === 0);
    expect(limiter.stats).toMatchObject({ abandoned: 1, running: 1 });

    await slot.release();
    expect(limiter.stats).toMatchObject({ running: 0, queued: 0 });
  });

  it('sheds API requests while the event loop is overloaded, but health still answers', async () => {
    t = await createTestApp();
    const load = t.admission.load;
    load.stop(); // the test decides the reading
    load.reading = { eventLoopDelayMs: 900, eventLoopUtilization: 1, overloaded: true };

    const ping = await t.app.inject('/api/ping');
    expect(ping.statusCode).toBe(503);
    expect(Number(ping.headers['retry-after'])).toBeGreaterThan(0);
    expect(ping.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
    const signIn = await post(t, '/api/auth/sign-in/email', newUser());
    expect(signIn.statusCode).toBe(503);

    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(healthSchema.parse(health.json()).load).toMatchObject({
      shedding: true,
      eventLoopDelayMs: 900,
    });

    load.reading = { ...load.reading, overloaded: false };
    expect((await t.app.inject('/api/ping')).statusCode).toBe(200);
  });

  it('answers 503 and closes the connection past MAX_CONNECTIONS', async () => {
    const app = await createTestApp({
      env: { MAX_CONNECTIONS: '1', SHED_LOOP_DELAY_MS: '0' },
    });
    t = app;
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const idle = net.connect(port, '127.0.0.1');
    await new Promise((r) => idle.once('connect', r));
    await until(() => app.admission.connections.open === 1);

    const res = await getOnce(port, '/api/ping');
    expect(res.status).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const health = await getOnce(port, '/api/health');
    expect(health.status).toBe(200);
    expect(healthSchema.parse(JSON.parse(health.body)).load.openConnections).toBe(2);

    idle.destroy();
    await until(() => app.admission.connections.open === 0);
    expect((await getOnce(port, '/api/ping')).status).toBe(200);
  });
});
