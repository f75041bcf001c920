import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { watchForText } from './transient';

export interface TestUser {
  email: string;
  displayName: string;
  password: string;
}

/** A user no other test uses: unique email and display name (which is also the username). */
export function uniqueUser(): TestUser {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `u${id}@example.com`, displayName: `U${id}`, password: `pw-${id}-secret` };
}

/**
 * The seeded demo account, whose address is confirmed; the browser tests' server lists it
 * in ADMIN_EMAILS, so it is an admin from the start.
 */
export const demoAdmin: TestUser = {
  email: 'demo@qtn.local',
  displayName: 'Demo',
  password: 'qtn-demo-1337',
};

/** Signs in through the API; a page's `request` shares the browser's cookies. */
export async function signInViaApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  user: TestUser,
) {
  const res = await request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: user.email, password: user.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Creates an account through the API, for tests about something other than signing up. */
export async function createUser(request: APIRequestContext, baseURL: string | undefined) {
  const user = uniqueUser();
  const { email, password, displayName } = user;
  const res = await request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: {
      email,
      password,
      name: displayName,
      username: displayName,
      displayUsername: displayName,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return user;
}

export const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1280;

/** The header's auth area; under 1280 px it sits in the menu, which this opens. */
export async function headerAuthArea(page: Page) {
  if (isNarrow(page)) {
    const toggle = page.getByRole('button', { name: /^(Open|Close) menu$/ });
    await expect(toggle).toBeVisible();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    return page.locator('#mobile-nav');
  }
  return page.getByRole('banner');
}

export const authDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByRole('tablist', { name: 'Account' }) });

export async function openAuthModal(page: Page) {
  await (await headerAuthArea(page)).getByRole('button', { name: 'Log in / Sign up' }).click();
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills and submits the Login form inside `scope` (the modal, or the /login page). */
export async function submitLogin(
  scope: ReturnType<Page['locator']>,
  id: string,
  password: string,
) {
  await scope.getByLabel('Email or username').fill(id);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Starts watching for the auth modal's 'Login successful!', which shows for 0.8 s before the
 * modal closes; the returned check passes once it has shown (e2e/support/transient.ts).
 */
export const watchForLoginSuccess = (page: Page) =>
  watchForText(page, '[role="dialog"] [role="status"]', /^Login successful!$/);

export async function expectSignedInAs(page: Page, displayName: string) {
  // Signing in closes the narrow menu when the session arrives, which may be just after the
  // menu was found open: open it again until the greeting shows.
  await expect(async () => {
    const area = await headerAuthArea(page);
    await expect(area.getByRole('link', { name: `Hello, ${displayName}` })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  const area = await headerAuthArea(page);
  await expect(area.getByRole('link', { name: 'Security' })).toBeVisible();
  if (isNarrow(page)) await page.getByRole('button', { name: 'Close menu' }).click();
}

export async function expectSignedOut(page: Page) {
  // Signing out closes the narrow menu when the session goes, which may be just after the
  // menu was found open: open it again until the prompt shows.
  await expect(async () => {
    const area = await headerAuthArea(page);
    await expect(area.getByText('Please log in')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Security' })).toHaveCount(0);
  if (isNarrow(page)) await page.getByRole('button', { name: 'Close menu' }).click();
}

/**
 * Chromium logs every 4xx answer as a console error. Where a test provokes one on purpose,
 * this takes exactly those entries off the fixture's list (and insists they happened).
 */
export async function expectFailedRequests(consoleErrors: string[], status: number) {
  const text = `the server responded with a status of ${status}`;
  await expect.poll(() => consoleErrors.some((e) => e.includes(text))).toBe(true);
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (consoleErrors[i]?.includes(text)) consoleErrors.splice(i, 1);
  }
}
