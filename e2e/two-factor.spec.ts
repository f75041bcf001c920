import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { totp, wrongTotp } from './support/totp';

const password = 'correct horse 42';

/** The auth API as a script would call it, sharing the browser context's cookies. */
function authApi(page: Page, origin: string) {
  const post = (path: string, data: object = {}) =>
    page.request.post(`/api/auth${path}`, { data, headers: { origin } });
  return {
    post,
    session: async () => (await page.request.get('/api/auth/get-session')).json(),
    signIn: async (email: string) => {
      const response = await post('/sign-in/email', { email, password });
      expect(response.status()).toBe(200);
      return response.json();
    },
    signOut: async () => expect((await post('/sign-out')).status()).toBe(200),
  };
}

async function expectNoSeriousA11yIssues(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

const sessionWith = async (request: APIRequestContext, cookie: string) =>
  (await request.get('/api/auth/get-session', { headers: { cookie } })).json();

test('the TOTP helper matches the RFC 6238 test vector', () => {
  expect(totp('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59_000, { digits: 8 })).toBe('94287082');
});

test('a signed-out visitor is asked to log in', async ({ page }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account & Security');
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('two-factor: turn on, sign in with a code or a single-use recovery code, turn off', async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const origin = baseURL ?? '';
  const api = authApi(page, origin);
  const name = `tf_${testInfo.project.name}_${Date.now().toString(36)}`.slice(0, 30);
  const email = `${name.toLowerCase()}@example.test`;

  await test.step('create the account and sign in through the API', async () => {
    const created = await api.post('/sign-up/email', {
      email,
      password,
      name,
      username: name,
      displayUsername: name,
    });
    expect(created.status()).toBe(200);
    expect(await api.signIn(email)).not.toHaveProperty('twoFactorRedirect');
  });

  const card = page.getByRole('region', { name: /two-factor authentication/i });
  let recoveryCodes: string[] = [];
  let secret = '';

  await test.step('turn two-factor on from the account page', async () => {
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account & Security');
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText(email);
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await expectNoSeriousA11yIssues(page);

    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByLabel('Current password').fill(password);
    await card.getByRole('button', { name: 'Continue' }).click();

    const qr = card.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const key = card.getByLabel(/setup key/i);
    await expect(key).toHaveText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yIssues(page);

    await card.getByLabel('6-digit code from your app').fill(totp(secret));
    await card.getByRole('button', { name: 'Verify and turn on' }).click();
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  });

  await test.step('save the ten recovery codes, then finish', async () => {
    const list = card.getByRole('list', { name: 'Recovery codes' });
    await expect(list.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = await list.getByRole('listitem').allTextContents();
    expect(new Set(recoveryCodes).size).toBe(10);

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('qtn-recovery-codes.txt');
    const text = await (await file.createReadStream()).toArray();
    for (const code of recoveryCodes) expect(Buffer.concat(text).toString()).toContain(code);
    await expectNoSidewaysScroll(page);

    const done = card.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await card.getByLabel('I have saved these codes').check();
    await done.click();
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    expect((await api.session()).user.twoFactorEnabled).toBe(true);
  });

  await test.step('sign-out revokes the session on the server', async () => {
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
    expect(cookie, 'session cookie').toBeDefined();
    const oldCookie = `${cookie?.name}=${cookie?.value}`;
    expect((await sessionWith(request, oldCookie)).user.email).toBe(email);
    await api.signOut();
    expect(await api.session()).toBeNull();
    expect(await sessionWith(request, oldCookie)).toBeNull();
  });

  await test.step('signing in now needs a second step; a wrong code is refused', async () => {
    expect(await api.signIn(email)).toMatchObject({ twoFactorRedirect: true });
    expect(await api.session()).toBeNull();
    const wrong = await api.post('/two-factor/verify-totp', { code: wrongTotp(secret) });
    expect(wrong.status()).toBe(401);
    expect(await api.session()).toBeNull();
  });

  const [firstCode = ''] = recoveryCodes;
  await test.step('a recovery code signs in once, and only once; the app code still works', async () => {
    const used = await api.post('/two-factor/verify-backup-code', { code: firstCode });
    expect(used.status()).toBe(200);
    expect((await api.session()).user.email).toBe(email);

    await api.signOut();
    expect(await api.signIn(email)).toMatchObject({ twoFactorRedirect: true });
    const again = await api.post('/two-factor/verify-backup-code', { code: firstCode });
    expect(again.status()).toBe(401);
    expect(await api.session()).toBeNull();

    // The code that turned two-factor on is spent (each code works once): use the next one.
    const fromApp = await api.post('/two-factor/verify-totp', {
      code: totp(secret, Date.now() + 30_000),
    });
    expect(fromApp.status()).toBe(200);
    expect((await api.session()).user.email).toBe(email);
  });

  await test.step('turn two-factor off from the page; sign-in needs no code again', async () => {
    await page.goto('/account');
    await expect(card.getByText('On', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Turn off' }).click();
    await card.getByLabel('Current password').fill(password);
    await card.getByRole('button', { name: 'Turn off two-factor' }).click();
    await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
    await expect(card.getByText('Off', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Turn on' })).toBeVisible();

    await api.signOut();
    expect(await api.signIn(email)).not.toHaveProperty('twoFactorRedirect');
    expect((await api.session()).user).toMatchObject({ email, twoFactorEnabled: false });
  });
});
