import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
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
  components: { securitySchemes: Record<string, { type: string; in?: string; scheme?: string }> };
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

describe('the document says who may call, and what each route answers', () => {
  const operations = () => Object.values(document.paths).flatMap((ops) => Object.values(ops));
  const schemesOf = (op: Operation | undefined) =>
    (op?.security ?? []).flatMap((requirement) => Object.keys(requirement));

  it('declares the session cookie and the bearer admin key, and applies them per operation', () => {
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ in: 'cookie' });
    expect(document.components.securitySchemes.adminKey).toMatchObject({ scheme: 'bearer' });
    expect(schemesOf(document.paths['/api/wallet']?.get)).toEqual(['sessionCookie']);
    expect(schemesOf(document.paths['/api/security-center']?.get)).toEqual([
      'sessionCookie',
      'adminKey',
    ]);
    expect(schemesOf(document.paths['/api/beta-signups']?.get)).toEqual(['sessionCookie']);
    expect(document.paths['/api/content']?.get?.security).toEqual([]);
  });

  it('gives every operation a unique id, a security requirement and a success answer', () => {
    const ids = operations().map((op) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter((op) => !op.security)).toEqual([]);
    expect(
      operations().filter((op) => !Object.keys(op.responses).some((s) => s.startsWith('2'))),
    ).toEqual([]);
  });

  it("lists each route's errors by status, the Idempotency-Key and the request's exact format", () => {
    const claim = document.paths['/api/vaults/{id}/claim']?.post;
    const conflicts = claim?.responses['409']?.content['application/json'].schema as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(conflicts.properties.error.properties.code.enum).toEqual([
      'VAULT_CLOSED',
      'VAULT_LOCKED',
    ]);
    expect(claim?.responses['401']).toBeDefined();
    const createVault = document.paths['/api/vaults']?.post;
    expect(createVault?.parameters).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
    const amount = createVault?.requestBody?.content['application/json'].schema.properties
      .amount as { allOf: Array<{ pattern: string }> };
    expect(new RegExp(amount.allOf[0]?.pattern ?? '').test('12.50')).toBe(true);
    expect(new RegExp(amount.allOf[0]?.pattern ?? '').test('twelve')).toBe(false);
  });

  it("describes better-auth's routes and the JWKS", () => {
    expect(document.paths['/api/auth/sign-in/email']?.post?.operationId).toBe('signInWithEmail');
    expect(document.paths['/api/auth/get-session']?.get).toBeDefined();
    expect(document.paths['/.well-known/jwks.json']?.get?.operationId).toBe('getJwks');
  });
});
