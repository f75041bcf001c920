import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@/domain/api-error';
import { createTestApp, type TestApp } from '@/test/test-app';
import { AppError } from './app-error';
import { z } from 'zod';
import { defineRoute } from './define-route';
import { mountRoute } from './mount-routes';

const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-web-'));
fs.mkdirSync(path.join(webRoot, 'assets'));
fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.info(1)');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    webRoot,
    env: { BODY_LIMIT_BYTES: '2048' },
    extend: async (app, auth) => {
      const probe = { access: 'visitor', summary: 'A probe of the error handler' } as const;
      await mountRoute(
        app,
        defineRoute({
          ...probe,
          method: 'POST',
          name: 'echo-test',
          operationId: 'echoTest',
          responses: { 200: z.object({ got: z.unknown() }) },
          errors: [],
          handler: ({ request }) => ({ got: request.body }),
        }),
        undefined,
        { auth },
      );
      await mountRoute(
        app,
        defineRoute({
          ...probe,
          method: 'GET',
          name: 'teapot-test',
          operationId: 'teapotTest',
          responses: { 200: z.object({}) },
          errors: ['CONFLICT'],
          handler: () => {
            throw new AppError('CONFLICT', 'Already brewing.');
          },
        }),
        undefined,
        { auth },
      );
      await mountRoute(
        app,
        defineRoute({
          ...probe,
          method: 'GET',
          name: 'crash-test',
          operationId: 'crashTest',
          responses: { 200: z.object({}) },
          errors: ['INTERNAL'],
          handler: () => {
            throw new Error('secret internal detail');
          },
        }),
        undefined,
        { auth },
      );
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const errorOf = (body: string) => apiErrorBodySchema.parse(JSON.parse(body)).error;

describe('API errors share one JSON shape', () => {
  it('unknown API paths get a JSON 404 under both prefixes', async () => {
    for (const url of ['/api/nope', '/.netlify/functions/nope', '/.well-known/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(errorOf(res.body).code).toBe('NOT_FOUND');
    }
  });

  it('a typed AppError keeps its status, code and message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teapot-test' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res.body)).toEqual({ code: 'CONFLICT', message: 'Already brewing.' });
  });

  it('an unexpected error is a 500 that leaks nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/.netlify/functions/crash-test' });
    expect(res.statusCode).toBe(500);
    expect(errorOf(res.body).code).toBe('INTERNAL');
    expect(res.body).not.toContain('secret internal detail');
  });

  it('malformed JSON is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/echo-test',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).code).toBe('BAD_REQUEST');
  });

  it('a body over the limit is a 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/echo-test',
      payload: { big: 'x'.repeat(4096) },
    });
    expect(res.statusCode).toBe(413);
    expect(errorOf(res.body).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a body of an unsupported type is a 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/echo-test',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('one mount serves both prefixes', async () => {
    for (const url of ['/api/echo-test', '/.netlify/functions/echo-test']) {
      const res = await t.app.inject({ method: 'POST', url, payload: { a: 1 } });
      expect(res.json()).toEqual({ got: { a: 1 } });
    }
  });
});

describe('the web app', () => {
  it('pages of the app get the app shell, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wallet?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('a page with an id in its path is a page whatever the id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/watch/anything' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('unknown paths answer 404 with the app shell, which shows the not-found page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('the root serves the app shell too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('hashed assets are cached for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('a non-GET to a page path is a JSON 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/home' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.body).code).toBe('NOT_FOUND');
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/home', '/api/nope'])('are set on %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allow no YouTube host to run scripts; the player is only framed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/watch/x' });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toContain('https://www.youtube-nocookie.com');
  });

  it('HSTS and upgrade-insecure-requests are added in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    const res = await prod.app.inject({ method: 'GET', url: '/api/health' });
    await prod.close();
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
