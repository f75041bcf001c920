import { createUser, demoAdmin, signInViaApi } from './support/accounts';
import { addPilotUsage } from './support/pilot';
import { expect, test } from './fixtures';

test("a user sees today's pool, and their share grow as they earn", async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  await page.goto('/wallet?tab=earn');
  const pool = page.getByRole('region', { name: "Today's pool" });
  await expect(pool.getByText('Daily budget', { exact: true })).toBeVisible();
  await expect(pool.getByText(/Full rate|Scaled to/)).toBeVisible();
  const mine = pool.locator('dt', { hasText: 'Your minutes today' }).locator('+ dd');
  const share = pool.locator('dt', { hasText: 'Your projected share' }).locator('+ dd');
  await expect(mine).toHaveText('0 min');
  await expect(share).toHaveText('0.00 QTT');
  await expect(pool).toContainText('paid after midnight UTC');

  // Ten verified minutes today, as a finished watch and game would record them.
  await addPilotUsage(page.request, baseURL, { daysAgo: 0, watchSeconds: 420, gameSeconds: 180 });
  await page.reload();
  await expect(mine).toHaveText('10 min');
  await expect(share).not.toHaveText('0.00 QTT');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the admin transactions page shows how many days of budget the reward pool holds', async ({
  page,
  baseURL,
}) => {
  await signInViaApi(page.request, baseURL, demoAdmin);
  await page.goto('/admin/transactions');
  const runway = page.getByRole('region', { name: 'Daily budget runway' });
  await expect(runway).toContainText(/QTT\s*in the reward pool/);
  await expect(runway.getByTestId('runway')).toContainText(/Holds \d+ days? of the daily budget/);
});
