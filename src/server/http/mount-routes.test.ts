import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from './define-route';
import { mountRoute, providedBy, refuseUndeclaredRoutes } from './mount-routes';

const ping = defineRoute({
  method: 'GET',
  name: 'declared-ping',
  operationId: 'declaredPing',
  summary: 'A declared route',
  access: 'visitor',
  responses: { 200: z.object({ ok: z.literal(true) }) },
  errors: [],
  handler: () => ({ ok: true as const }),
});

function app() {
  const a = Fastify();
  refuseUndeclaredRoutes(a);
  return a;
}

describe('an API route', () => {
  it('cannot be mounted without a declaration, under any API prefix', () => {
    const a = app();
    for (const url of ['/api/sneaky', '/.netlify/functions/sneaky', '/.well-known/sneaky'])
      expect(() => a.get(url, async () => ({})), url).toThrow(/is not declared/);
    expect(() => a.route({ method: 'POST', url: '/api/x/:id', handler: async () => ({}) })).toThrow(
      /POST \/api\/x\/:id is not declared/,
    );
  });

  it('mounts from its declaration at both function paths', async () => {
    const a = app();
    await mountRoute(a, ping, undefined);
    for (const url of ['/api/declared-ping', '/.netlify/functions/declared-ping'])
      expect((await a.inject({ method: 'GET', url })).json()).toEqual({ ok: true });
  });

  it("leaves the web app's paths, and a library's declared mount, alone", () => {
    const a = app();
    expect(() => a.get('/wallet', async () => '')).not.toThrow();
    expect(() =>
      a.route({
        method: 'GET',
        url: '/api/auth/*',
        config: providedBy('better-auth'),
        handler: async () => ({}),
      }),
    ).not.toThrow();
  });
});

describe('a declaration', () => {
  it('names exactly its path parameters in params', () => {
    const spec = {
      method: 'GET',
      operationId: 'x',
      summary: 'x',
      access: 'visitor',
      responses: { 200: z.object({}) },
      errors: [],
      handler: () => ({}),
    } as const;
    expect(() => defineRoute({ ...spec, name: 'things/:id' })).toThrow(/params must declare/);
    expect(() =>
      defineRoute({ ...spec, name: 'things/:id', params: z.object({ other: z.string() }) }),
    ).toThrow(/params must declare/);
    expect(() =>
      defineRoute({ ...spec, name: 'things/:id', params: z.object({ id: z.string() }) }),
    ).not.toThrow();
  });

  it('declares a success answer', () => {
    expect(() =>
      defineRoute({
        method: 'GET',
        name: 'nothing',
        operationId: 'nothing',
        summary: 'x',
        access: 'visitor',
        responses: { 404: z.object({}) },
        errors: [],
        handler: () => ({}),
      }),
    ).toThrow(/success response/);
  });

  it('cannot be mounted without the auth service when it reads the session', async () => {
    const member = defineRoute({ ...ping, name: 'mine', access: 'member' as const });
    await expect(mountRoute(app(), member, undefined)).rejects.toThrow(/needs the auth service/);
  });
});
