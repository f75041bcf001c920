import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betaMessages as m } from '@/domain/beta/beta-copy';
import { signedInUser } from '@/test/admin-helpers';
import { currentUser, newUser, post, signIn, signUp } from '@/test/auth-helpers';
import { createTestApp, testOrigin, type TestApp } from '@/test/test-app';
import { betaSignup, user } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  email: `tester-${++n}-${Date.now()}@example.com`,
  name: 'Ada Tester',
  piUsername: 'ada_pi',
  deviceType: 'desktop',
  experience: 'advanced',
  interests: ['powt', 'payments'],
  referralSource: 'friend',
  agreeToTerms: true,
  ...overrides,
});
const rowsOf = (email: string) =>
  t.database.db.select().from(betaSignup).where(eq(betaSignup.email, email.toLowerCase()));
const countRows = async () => (await t.database.db.select().from(betaSignup)).length;
/** The same address (written differently) with every preference changed. */
const rewritten = (first: ReturnType<typeof form>) => ({
  ...first,
  email: ` ${first.email.toUpperCase()} `,
  name: 'Ada Again',
  deviceType: 'both',
  interests: ['social'],
  referralSource: '',
});
/** A signed-in account's cookie; `confirmed` marks its address as confirmed by its link. */
async function signedIn(o: { email?: string; confirmed?: boolean } = {}) {
  const u = newUser(o.email ? { email: o.email } : {});
  await signUp(t, u);
  if (o.confirmed) {
    await t.database.db
      .update(user)
      .set({ emailVerified: true })
      .where(eq(user.email, u.email.toLowerCase()));
  }
  return signIn(t, u);
}

describe('POST /api/beta-signup', () => {
  it('stores the signup and answers its Beta ID, on both prefixes', async () => {
    const body = form();
    const res = await post(t, '/.netlify/functions/beta-signup', body);
    expect(res.statusCode).toBe(200);
    const { betaId } = res.json();
    expect(betaId).toMatch(/^QTN-BETA-[0-9A-Z]{12}$/);
    const [row] = await rowsOf(body.email);
    expect(row).toMatchObject({
      betaId,
      name: 'Ada Tester',
      piUsername: 'ada_pi',
      deviceType: 'desktop',
      experience: 'advanced',
      interests: ['powt', 'payments'],
      referralSource: 'friend',
      userId: null,
    });
    expect((await post(t, '/api/beta-signup', body)).json()).toEqual({ betaId });
  });

  it('answers every validation message of the specification together, and stores nothing', async () => {
    const before = await countRows();
    const res = await post(t, '/api/beta-signup', {
      email: '',
      name: '',
      piUsername: '',
      interests: [],
      agreeToTerms: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: m.emailRequired,
        fields: {
          email: m.emailRequired,
          name: m.nameRequired,
          piUsername: m.piUsernameRequired,
          interests: m.interestsRequired,
          agreeToTerms: m.termsRequired,
        },
      },
    });
    expect(await countRows()).toBe(before);
  });

  it.each([
    ['email', 'not-an-address', m.emailInvalid],
    ['email', `${'a'.repeat(250)}@x.io`, m.emailInvalid],
    ['name', 'n'.repeat(101), m.nameTooLong],
    ['piUsername', 'p'.repeat(65), m.piUsernameTooLong],
    ['deviceType', 'tv', m.deviceTypeInvalid],
    ['experience', 'guru', m.experienceInvalid],
    ['interests', ['tv'], m.interestInvalid],
    ['interests', ['powt', 'powt'], m.interestsRepeated],
    ['referralSource', 'radio', m.referralSourceInvalid],
    ['agreeToTerms', 'true', m.termsRequired],
    ['name', 'a\u0000b', m.noNul],
    ['email', ['a@b.co'], m.emailInvalid],
    ['name', { x: 1 }, m.nameNotText],
    ['piUsername', 12, m.piUsernameNotText],
  ])('refuses %s = %j with %j', async (field, value, message) => {
    const before = await countRows();
    const res = await post(t, '/api/beta-signup', form({ [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message,
      fields: { [field]: message },
    });
    expect(await countRows()).toBe(before);
  });

  it.each([null, [], 'text', 42, [form()]])('refuses a body of %j with a 4xx', async (payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/beta-signup',
      payload: JSON.stringify(payload),
      headers: { origin: testOrigin, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().error.code).toMatch(/VALIDATION_FAILED|BAD_REQUEST/);
  });

  it('refuses a huge string with a 4xx', async () => {
    const res = await post(t, '/api/beta-signup', form({ name: 'x'.repeat(200_000) }));
    expect(res.statusCode).toBe(400);
  });

  it('keeps one row per email: an anonymous repeat answers the same and changes nothing stored', async () => {
    const first = form({ email: `Repeat-${Date.now()}@Example.com` });
    const a = await post(t, '/api/beta-signup', first);
    const [before] = await rowsOf(first.email);
    t.clock.shiftMs += 60_000;
    const b = await post(t, '/api/beta-signup', rewritten(first));
    t.clock.shiftMs -= 60_000;
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(b.body).toBe(a.body);
    expect(await rowsOf(first.email)).toEqual([before]);
  });

  it("lets no other account rewrite a known address's signup, nor one whose address is unconfirmed", async () => {
    const first = form();
    const a = await post(t, '/api/beta-signup', first);
    const [before] = await rowsOf(first.email);
    const stranger = await signedIn();
    expect((await post(t, '/api/beta-signup', rewritten(first), { cookie: stranger })).body).toBe(
      a.body,
    );
    // The address's own account, but nobody has proved they read its mail.
    const unconfirmed = await signedIn({ email: first.email });
    expect(
      (await post(t, '/api/beta-signup', rewritten(first), { cookie: unconfirmed })).body,
    ).toBe(a.body);
    expect(await rowsOf(first.email)).toEqual([before]);
  });

  it("lets the address's owner (signed in, confirmed) update the preferences and claim the signup", async () => {
    const first = form();
    const a = await post(t, '/api/beta-signup', first);
    const [before] = await rowsOf(first.email);
    const owner = await signedIn({ email: first.email, confirmed: true });
    const b = await post(t, '/api/beta-signup', rewritten(first), { cookie: owner });
    expect(b.body).toBe(a.body);
    const rows = await rowsOf(first.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      betaId: before?.betaId,
      name: 'Ada Again',
      deviceType: 'both',
      interests: ['social'],
      referralSource: '',
      createdAt: before?.createdAt,
      userId: (await currentUser(t, owner))?.id,
    });
  });

  it('answers a new and a repeated email identically, and parallel repeats make one row', async () => {
    // Several rounds: on PostgreSQL two first signups of one address race on both of its
    // unique keys (the email and the Beta ID), and a round or two may not meet the race.
    for (let round = 0; round < 8; round++) {
      const body = form();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(t, '/api/beta-signup', body)),
      );
      const texts = answers.map((r) => `${r.statusCode} ${r.body}`);
      expect(texts).toEqual(texts.map(() => `200 ${answers[0]?.body}`));
      expect(await rowsOf(body.email)).toHaveLength(1);
    }
  });

  it("answers the address's owner alike when their first signup is sent several times at once", async () => {
    for (let round = 0; round < 4; round++) {
      const body = form();
      const owner = await signedIn({ email: body.email, confirmed: true });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(t, '/api/beta-signup', body, { cookie: owner })),
      );
      const texts = answers.map((r) => `${r.statusCode} ${r.body}`);
      expect(texts).toEqual(texts.map(() => `200 ${answers[0]?.body}`));
      expect(await rowsOf(body.email)).toHaveLength(1);
    }
  });

  it('takes the user from the session, never from the body', async () => {
    const me = await signedInUser(t);
    const { cookie } = me;
    const forged = '00000000-0000-4000-8000-000000000000';
    const anonymous = form({ userId: forged });
    await post(t, '/api/beta-signup', anonymous);
    expect((await rowsOf(anonymous.email))[0]?.userId).toBeNull();
    const signedIn = form({ userId: forged });
    await post(t, '/api/beta-signup', signedIn, { cookie });
    expect((await rowsOf(signedIn.email))[0]?.userId).toBe(me.id);
    // A later anonymous repeat keeps the account it was linked to.
    await post(t, '/api/beta-signup', { ...signedIn, userId: forged });
    expect((await rowsOf(signedIn.email))[0]?.userId).toBe(me.id);
  });
});

describe('POST /api/beta-signup rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT: 'true' } });
  });
  afterAll(() => limited.close());

  it('answers 429 RATE_LIMITED with Retry-After after 10 signups from one address', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post(limited, '/api/beta-signup', form())).statusCode).toBe(200);
    }
    const body = form();
    const res = await post(limited, '/api/beta-signup', body);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const rows = await limited.database.db
      .select()
      .from(betaSignup)
      .where(eq(betaSignup.email, body.email));
    expect(rows).toEqual([]);
  });
});
