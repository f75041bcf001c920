import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';

interface Operation {
  requestBody?: {
    content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
  };
  responses: Record<
    string,
    { content: { 'application/json': { schema: Record<string, unknown> } } }
  >;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
const registered: Array<{ method: string; url: string }> = [];
let document: Document;

beforeAll(async () => {
  t = await createTestApp({
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) registered.push({ method, url: route.url });
    },
  });
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  document = res.json<Document>();
});
afterAll(() => t.close());

const responseSchema = (op: Operation | undefined) =>
  op?.responses['200']?.content['application/json'].schema as {
    properties: Record<string, { type?: string }>;
  };

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document built from the domain schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const createVault = document.paths['/api/vaults']?.post;
    expect(createVault?.requestBody?.content['application/json'].schema.properties).toHaveProperty(
      'amount',
    );
    const complete = responseSchema(document.paths['/api/powt-complete']?.post);
    expect(complete.properties.credited?.type).toBe('string');
    expect(document.paths['/api/wallet/transactions']?.get).toBeDefined();
    expect(document.paths['/api/vaults/{id}/claim']?.post).toBeDefined();
  });

  it('lists every /api route the app registers', () => {
    const documented = new Set(
      Object.entries(document.paths).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    const served = registered
      .filter(({ url }) => url.startsWith('/api/') && !/^\/api\/(auth|test)\//.test(url))
      .filter(({ method }) => method !== 'HEAD')
      .map(({ method, url }) => `${method} ${url}`);
    expect(served.length).toBeGreaterThan(20);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
  });
});
