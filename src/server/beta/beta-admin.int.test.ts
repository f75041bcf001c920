import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaCsvColumns } from '@/domain/api/beta';
import { signedInAdmin, signedInUser } from '@/test/admin-helpers';
import { post } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';

const adminKey = 'beta-admin-key-0123456789';
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

const signup = (email: string, name: string, overrides: Record<string, unknown> = {}) =>
  post(t, '/api/beta-signup', {
    email,
    name,
    piUsername: 'pi_user',
    interests: ['powt', 'rewards'],
    agreeToTerms: true,
    ...overrides,
  });

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_KEY: adminKey } });
  admin = await signedInAdmin(t);
  await signup('first@example.com', 'First Tester');
  await signup('second@example.com', '=HYPERLINK("http://evil")', { piUsername: '+cmd' });
  await signup('third_100%@example.com', 'Third, "Quoted"', { referralSource: 'search' });
});
afterAll(() => t.close());

describe('GET /api/beta-signups', () => {
  it('refuses visitors (401) and ordinary users (403), and a wrong key (401)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/beta-signups' })).statusCode).toBe(401);
    const { cookie } = await signedInUser(t);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/beta-signups',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/beta-signups?format=csv',
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(403);
    const wrongKey = await t.app.inject({
      method: 'GET',
      url: '/api/beta-signups',
      headers: { authorization: 'Bearer wrong' },
    });
    expect(wrongKey.statusCode).toBe(401);
  });

  it('lists newest first with the count, for an admin session only (not the bearer key)', async () => {
    const res = await admin.get('/api/beta-signups');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.signups.map((s: { email: string }) => s.email)).toEqual([
      'third_100%@example.com',
      'second@example.com',
      'first@example.com',
    ]);
    // Email addresses: the admin key opens only the Security Center and Run Now.
    const byKey = await t.app.inject({
      method: 'GET',
      url: '/api/beta-signups',
      headers: { authorization: `Bearer ${adminKey}` },
    });
    expect(byKey.statusCode).toBe(401);
    expect(byKey.json().error.message).toBe(
      'Please log in as an admin: the admin key opens only the Security Center and Run Now.',
    );
  });

  it('searches by email or name, with % and _ taken literally', async () => {
    const byName = (await admin.get('/api/beta-signups?q=first%20tester')).json();
    expect(byName.signups.map((s: { email: string }) => s.email)).toEqual(['first@example.com']);
    expect((await admin.get('/api/beta-signups?q=second@')).json().total).toBe(1);
    expect((await admin.get('/api/beta-signups?q=_100%25')).json().total).toBe(1);
    expect((await admin.get('/api/beta-signups?q=%25')).json().total).toBe(1);
    expect((await admin.get('/api/beta-signups?q=nobody')).json()).toMatchObject({
      signups: [],
      total: 0,
    });
  });

  it('pages and refuses bad queries with a 400', async () => {
    expect((await admin.get('/api/beta-signups?page=2')).json()).toMatchObject({
      signups: [],
      total: 3,
      page: 2,
    });
    for (const q of ['page=0', 'page=x', 'format=xml', 'q=%00']) {
      const res = await admin.get(`/api/beta-signups?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('exports CSV with the exact header, an attachment name and the injection guard', async () => {
    const res = await admin.get('/api/beta-signups?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="beta-signups.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(betaCsvColumns.join(','));
    expect(lines[0]).toBe(
      'betaId,email,name,piUsername,deviceType,experience,interests,referralSource,createdAt',
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toMatch(
      /^QTN-BETA-\w{12},third_100%@example.com,"Third, ""Quoted""",pi_user,mobile,beginner,powt;rewards,search,\d{4}-/,
    );
    expect(lines[2]).toContain(`,"'=HYPERLINK(""http://evil"")",'+cmd,`);
    const searched = await admin.get('/api/beta-signups?format=csv&q=first');
    expect(searched.body.split('\r\n')).toHaveLength(3);
  });
});
