import { accessibilityViolations } from './support/axe';
import type { Browser, Page } from '@playwright/test';
import { expect, failedResource, test } from './fixtures';

/** Every route of the table (product rules R11), with the heading a person should see. */
const routes: Array<[path: string, heading: string | RegExp]> = [
  ['/home', 'Get rewarded for the attention you give'],
  ['/about', 'We think your attention is worth something'],
  ['/features', 'Everything QTN does for your attention'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Use'],
  ['/login', 'Login'],
  ['/signup', 'Sign Up'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password', 'Reset Password'],
  ['/wallet', 'QualityTime Token Wallet'],
  ['/wallet/send', 'Send QTT'],
  ['/wallet/receive', 'Receive QTT'],
  ['/wallet/exchange', 'Exchange QTT'],
  ['/wallet/statement', 'Statement'],
  ['/content', 'Browse Videos'],
  ['/watch/some-video', 'Watch & Earn'],
  ['/earn', 'Other Ways to Earn QTT'],
  ['/earn/games', 'Play Games to Earn QTT'],
  ['/earn/content', 'Create Content to Earn QTT'],
  ['/earn/exchange', 'Exchange Pi for QTT'],
  ['/games', 'Game Center'],
  ['/games/car-racer', 'SUV Traffic Racer'],
  ['/games/speed-typing', 'Speed Typing'],
  ['/admin/transactions', 'Transactions'],
  ['/admin/security', 'Security Center'],
  ['/admin/content', 'Add Content'],
  ['/admin/pilot', 'Pilot Rewards'],
  ['/beta', 'Join the QTN Beta'],
  ['/test-payment', 'Test Pi Payment'],
];

/** Paths whose data the server refuses on purpose (an id that does not exist). */
const refused = new Set(['/watch/some-video']);

for (const [path, heading] of routes) {
  test(`${path} renders its page @mobile`, async ({ page, expectConsoleError }) => {
    if (refused.has(path)) expectConsoleError(failedResource(404));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByText('ATTENTION = CURRENCY').last()).toBeAttached();
    // Nothing may spill sideways, down to 360 px wide.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });
}

test('the root redirects to /home', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown path shows a not-found page with a way home', async ({
  page,
  expectConsoleError,
}) => {
  // The server answers 404 with the app, which shows its own page; Chromium logs the 404.
  expectConsoleError(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the server answers unknown API paths with JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/no-such-endpoint');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'No API endpoint at GET /api/no-such-endpoint.' },
  });
});

/**
 * The logout page lives 200 ms, but a screen reader still meets it, so it must pass axe.
 * axe needs timers, which the held clock stops: it checks the page's rendered DOM, with its
 * styles and without its scripts, in a fresh page at the same origin.
 */
async function expectSnapshotAccessible(page: Page, browser: Browser, baseURL: string) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/g, '');
  // Its own context: the held clock belongs to the first page's.
  const context = await browser.newContext({ baseURL });
  const copy = await context.newPage();
  await copy.route('**/logout-snapshot', (route) =>
    route.fulfill({ contentType: 'text/html', body: html }),
  );
  await copy.goto('/logout-snapshot');
  await expect(copy.getByRole('heading', { name: 'Signing you out…' })).toBeVisible();
  expect(await accessibilityViolations(copy)).toEqual([]);
  await context.close();
}

test('/logout says it is signing out, then goes to the root', async ({
  page,
  browser,
  baseURL,
}) => {
  // A visit straight to /logout ends at the root.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/home$/);

  // The page stays only 200 ms: hold the clock so the message can be seen, then let it run.
  // The clock is installed once the app has loaded, and the app then goes to /logout as the
  // header does: React keeps the real timers it took at start-up, which it needs to reveal a
  // lazy page (a clock held from the first load left the page on "Loading…" under load),
  // while the logout page's own 200 ms timer is held.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.evaluate(() => {
    history.pushState(null, '', '/logout');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('Signing you out…')).toBeVisible();
  await expect(page).toHaveURL(/\/logout$/);
  await expectSnapshotAccessible(page, browser, baseURL ?? '');
  await page.clock.runFor(250);
  await expect(page).toHaveURL(/\/home$/);
});
