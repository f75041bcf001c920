import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { startPiStandInForTests, type PiPlatformStandIn } from '@/test/pi-stand-in';
import { startOembedStandIn } from '../../../dev/oembed-stand-in';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { buildOpenApiDocument } from '@/server/openapi/openapi-document';
import { routeGroups } from '@/server/route-registry';
import { accepts } from './encode';
import { urlOf, type FuzzCase } from './fuzz-case';
import { fuzzCases } from './fuzz-cases';
import { FuzzRunner, type Caller } from './fuzz-runner';
import { fuzzTargets, targetName } from './fuzz-targets';

/**
 * No 5xx from input (docs/decisions/014): every route of the registry (so a new route is
 * fuzzed without anyone listing it) and the auth routes the web calls, sent malformed
 * requests as a stranger, a user and an admin. See fuzz-runner.ts for what must hold; and
 * every answer of a declared route must be one it declares (docs/decisions/037).
 */
const document = buildOpenApiDocument(routeGroups);
const targets = fuzzTargets(routeGroups);

let t: TestApp;
// Pi is on, against its stand-in: with Pi off every Pi route answers 503 before reading input.
let piStandIn: PiPlatformStandIn;
// Valid oEmbed requests (a path spelled another way) reach the local stand-in, not YouTube.
let oembed: Awaited<ReturnType<typeof startOembedStandIn>>;
const registered: string[] = [];
const callers: Caller[] = [{ name: 'anonymous', headers: { origin: testOrigin } }];

beforeAll(async () => {
  const pi = await startPiStandInForTests();
  piStandIn = pi.standIn;
  oembed = await startOembedStandIn();
  t = await createTestApp({
    // Nothing leaves the machine: the oEmbed provider is the local stand-in.
    env: { OEMBED_URL: oembed.url, ...pi.env },
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) registered.push(`${m} ${route.url}`);
    },
  });
  const { cookie: user } = await signedInUser(t);
  callers.push({ name: 'user', headers: { origin: testOrigin, cookie: user } });
  const { cookie: admin } = await signedInAdmin(t);
  callers.push({ name: 'admin', headers: { origin: testOrigin, cookie: admin } });
  // A first visit may set things up (a wallet account); that is valid input writing.
  for (const caller of callers) {
    for (const x of targets.filter((y) => y.method === 'GET')) {
      await t.app.inject({ method: 'GET', url: urlOf(x), headers: caller.headers });
    }
  }
});
afterAll(async () => {
  await t.close();
  await piStandIn.close();
  await oembed.close();
});

describe('the routes the fuzzer covers', () => {
  it('are the ones GET /api/openapi.json serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('include every /api route the app registers', () => {
    const fuzzed = new Set(targets.map(targetName));
    const missing = registered
      .filter((r) => /^[A-Z]+ \/api\//.test(r) && !/ \/api\/(auth|test)\//.test(r))
      .filter((r) => !r.startsWith('HEAD '))
      .filter((r) => !fuzzed.has(r));
    expect(missing).toEqual([]);
    expect(targets.length).toBeGreaterThan(30);
  });

  it('each start from a request their schemas accept, so one field at a time is wrong', () => {
    const invalid = targets
      .filter(
        (x) =>
          accepts(x.bodySchema, x.body) === false ||
          accepts(x.querySchema, x.query) === false ||
          accepts(x.paramsSchema, x.params) === false,
      )
      .map(
        (x) => `${targetName(x)} ${JSON.stringify(x.body ?? x.query)} ${JSON.stringify(x.params)}`,
      );
    expect(invalid).toEqual([]);
  });
});

describe.each(targets.map((x) => [targetName(x), x] as const))('%s', (_name, target) => {
  it('refuses malformed input with a 4xx error and writes nothing', async () => {
    const runner = new FuzzRunner(t);
    // Only malformed input: a mutation its schema happens to accept may rightly write.
    const cases = fuzzCases(target, t.config.BODY_LIMIT_BYTES).filter((c) => c.valid !== true);
    // The admin passes every guard, so it sends every case; the others a share of them.
    const items = cases.flatMap((c, i) =>
      callers
        .filter((caller, j) => caller.name === 'admin' || i % 6 === j)
        .map((caller) => [caller, c] as [Caller, FuzzCase]),
    );
    await runner.runAll(items);
    expect(runner.sent).toBeGreaterThan(0);
    expect(runner.problems).toEqual([]);
  });
});

describe('every answer the fuzzer drew from a declared route', () => {
  it('is one the route declares: its status, and its schema or one of its error codes', () => {
    expect(t.answers.problems).toEqual([]);
    const unanswered = targets
      .filter((x) => x.route && !t.answers.checked.has(x.route.operationId))
      .map(targetName);
    expect(unanswered).toEqual([]);
  });
});
