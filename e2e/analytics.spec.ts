import type { Page, Request } from '@playwright/test';
import { createUser, demoAdmin, signInViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, failedResource, test } from './fixtures';

interface SentEvent {
  id: string;
  eventType: string;
  url: string;
}
const isBatch = (r: Request) => r.method() === 'POST' && r.url().endsWith('/api/analytics');
const eventsOf = (r: Request) => (r.postDataJSON() as { events: SentEvent[] }).events;

/** Opens a page and waits for the analytics queue, which loads when the browser is idle. */
async function openWithAnalytics(page: Page, path: string) {
  const queueLoaded = page.waitForResponse((r) => /\/start-analytics-[\w-]+\.js$/.test(r.url()));
  await page.goto(path);
  await queueLoaded;
}

const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

/** What the browser does when the tab goes to the background. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('page views go by beacon when the page is hidden, and an admin sees them counted @mobile', async ({
  page,
  browser,
  baseURL,
}) => {
  // Signed in, so the beacon carries the session cookie past the CSRF guard.
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  await openWithAnalytics(page, '/home');
  await footerLink(page, 'Privacy').click();
  await expect(page).toHaveURL(/\/privacy$/);
  // As a person would: the next link once the page has loaded (and scrolled to its top).
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await footerLink(page, 'Terms').click();
  await expect(page).toHaveURL(/\/terms$/);

  const beacon = page.waitForRequest(isBatch);
  await hidePage(page);
  const request = await beacon;
  expect(request.headers()['content-type']).toMatch(/^text\/plain/);
  const views = eventsOf(request).filter((e) => e.eventType === 'page_view');
  expect(views.map((e) => e.url)).toEqual(['/home', '/privacy', '/terms']);
  const answer = await request.response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toEqual({ accepted: 3, duplicates: 0 });

  const adminContext = await browser.newContext({ viewport: page.viewportSize() });
  const admin = await adminContext.newPage();
  await signInViaApi(admin.request, baseURL, demoAdmin);
  await admin.goto('/admin/analytics');
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('Analytics');
  await expect(admin.getByRole('button', { name: '14 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const table = admin.getByRole('table');
  const today = new Date().toISOString().slice(0, 10);
  const row = table.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(row).toBeVisible();
  const pageViews = Number((await row.getByRole('cell').first().innerText()).replace(/,/g, ''));
  expect(pageViews).toBeGreaterThanOrEqual(3);
  await admin.getByRole('button', { name: '7 days' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
  const width = admin.viewportSize()?.width ?? 1280;
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await seriousViolations(admin)).toEqual([]);
  await adminContext.close();
});

test('a batch refused with 503 goes back to the queue and is sent again', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedResource(503));
  let refused = 0;
  await page.route('**/api/analytics', async (route) => {
    if (refused++ === 0) {
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Try again.' } }),
      });
    }
    return route.continue();
  });
  const batches: Request[] = [];
  page.on('request', (r) => {
    if (isBatch(r)) batches.push(r);
  });
  await openWithAnalytics(page, '/home');
  // Ten route changes fill a batch, which goes at once by fetch.
  for (let i = 0; i < 5; i++) {
    await footerLink(page, 'Privacy').click();
    await expect(page).toHaveURL(/\/privacy$/);
    await footerLink(page, 'Terms').click();
    await expect(page).toHaveURL(/\/terms$/);
  }
  // The backoff is 3 s (with jitter); the same events go again, first in line.
  await expect.poll(() => batches.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const [failed, retried] = batches as [Request, Request];
  expect((await failed.response())?.status()).toBe(503);
  const ids = eventsOf(failed).map((e) => e.id);
  expect(
    eventsOf(retried)
      .map((e) => e.id)
      .slice(0, ids.length),
  ).toEqual(ids);
  const answer = await retried.response();
  expect(answer?.status()).toBe(200);
  expect(await answer?.json()).toEqual({ accepted: eventsOf(retried).length, duplicates: 0 });
});
