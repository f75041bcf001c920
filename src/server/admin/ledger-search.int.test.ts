import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { queryRows } from '../db/query-rows';
import { withTransaction } from '../db/transaction';

let t: TestApp;
let admin: string;
let email: string;

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { cookie: admin, origin: testOrigin, ...(key ? { 'idempotency-key': key } : {}) },
  });

const search = async (q: string) => {
  const res = await asAdmin('GET', `/api/admin/ledger?q=${encodeURIComponent(q)}`);
  return { status: res.statusCode, body: res.json() };
};
const reasons = async (q: string) =>
  (await search(q)).body.items.map((i: { reason: string }) => i.reason).sort();

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t)).cookie;
  const me = await signedInUser(t);
  email = me.user.email;
  const grants = ['Zebrafish bonus 2031-02-03', 'Quokka refund', 'Zebra crossing pool-fund'];
  for (const [i, reason] of grants.entries()) {
    const body = { userId: me.id, amount: '1', direction: 'grant', reason };
    expect(
      (await asAdmin('POST', '/api/admin/ledger/adjustments', body, `grant-0000-100${i}`))
        .statusCode,
    ).toBe(201);
  }
});
afterAll(() => t.close());

describe('admin ledger search', () => {
  it('matches whole words and prefixes of the reason, every word typed, any case', async () => {
    expect(await reasons('quokka')).toEqual(['Admin grant: Quokka refund']);
    expect(await reasons('ZEBRA')).toEqual([
      'Admin grant: Zebra crossing pool-fund',
      'Admin grant: Zebrafish bonus 2031-02-03',
    ]);
    expect(await reasons('zebra cross')).toEqual(['Admin grant: Zebra crossing pool-fund']);
    expect(await reasons('2031-02-03')).toEqual(['Admin grant: Zebrafish bonus 2031-02-03']);
    expect(await reasons('pool-fund')).toEqual(['Admin grant: Zebra crossing pool-fund']);
    expect(await reasons('zebra quokka')).toEqual([]);
    // A word is matched from its start, not inside it (the index holds words).
    expect(await reasons('fish')).toEqual([]);
  });

  it('pages a common word newest first, read along the journal rather than the index', async () => {
    const first = (await asAdmin('GET', '/api/admin/ledger?q=zebra&limit=1')).json();
    expect(first.items.map((i: { reason: string }) => i.reason)).toEqual([
      'Admin grant: Zebra crossing pool-fund',
    ]);
    const next = await asAdmin(
      'GET',
      `/api/admin/ledger?q=zebra&limit=1&before=${first.nextBefore}`,
    );
    expect(next.json().items.map((i: { reason: string }) => i.reason)).toEqual([
      'Admin grant: Zebrafish bonus 2031-02-03',
    ]);
  });

  it('still finds a person by part of the email', async () => {
    expect(await reasons(email.slice(0, 8))).toHaveLength(3);
    expect(await reasons(email)).toHaveLength(3);
    expect(await reasons(email.slice(3, 9))).toHaveLength(3);
  });

  it('takes % and _ as themselves, and matches people from 3 characters', async () => {
    expect(await reasons('%')).toEqual([]);
    expect(await reasons('%%%')).toEqual([]);
    expect(await reasons('___')).toEqual([]);
    expect(await reasons(email.slice(0, 2))).toEqual([]);
    expect(await reasons(email.slice(0, 3))).toHaveLength(3);
  });

  it('can look people up by the trigram indexes instead of reading every account', async () => {
    // A test database is too small for the planner to prefer an index unless told.
    const plan = await withTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from "user" where email ilike ${'%part-of-an-email%'}
          or username ilike ${'%part-of-an-email%'}`,
      );
    });
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('user_email_trgm');
    expect(text).toContain('user_username_trgm');
  });

  it.each([
    'a\u0000b',
    "O'Brien's",
    '"quoted"',
    '&|!:*()',
    "quokka & !zebra | (x:*) 'a'",
    '\\',
    '-- ;',
    '...',
    ' ',
  ])('answers odd input %j with a 4xx or a page, never a 500', async (q) => {
    const { status, body } = await search(q);
    if (status === 200) expect(Array.isArray(body.items)).toBe(true);
    else {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(body.error.code).toBeTypeOf('string');
    }
  });

  it('refuses a term past 100 characters with a 400', async () => {
    const { status, body } = await search('w'.repeat(1000));
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });

  it('finds nothing for punctuation alone', async () => {
    expect(await reasons('&|!:*()')).toEqual([]);
  });
});
