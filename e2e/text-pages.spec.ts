import { expect, test } from './fixtures';

test('privacy says what is collected and when it was last updated @mobile', async ({ page }) => {
  await page.goto('/privacy');
  const main = page.getByRole('main');
  await expect(main).toContainText('Last updated April 14, 2025');
  for (const item of [/email/i, /username/i, /wallet address/i]) {
    await expect(main).toContainText(item);
  }
});

test('terms rule out guaranteed value, multiple accounts and bypassing tracking @mobile', async ({
  page,
}) => {
  await page.goto('/terms');
  const main = page.getByRole('main');
  await expect(main).toContainText('Last updated April 14, 2025');
  await expect(main).toContainText(/no guaranteed monetary value/i);
  await expect(main).toContainText(/multiple accounts/i);
  await expect(main).toContainText(/watch-time tracking/i);
});

test('features explain vault multipliers and what is coming soon @mobile', async ({ page }) => {
  await page.goto('/features');
  const main = page.getByRole('main');
  for (const m of ['1.1×', '1.2×', '1.5×', '2.0×']) await expect(main).toContainText(m);
  for (const soon of ['Creator tools', 'Governance', 'Analytics', 'Social features']) {
    await expect(main.getByText(soon, { exact: true }).first()).toBeVisible();
  }
});

test('the ways to earn lead to what works; the unbuilt one says coming soon @mobile', async ({
  page,
}) => {
  await page.goto('/earn');
  const soon = page.getByRole('button', { name: /coming soon/i });
  await expect(soon).toHaveCount(1);
  await expect(soon).toBeDisabled();
  await page.getByRole('link', { name: 'Exchange Pi' }).click();
  await expect(page).toHaveURL(/\/earn\/exchange$/);
  await page.goto('/earn');
  await page.getByRole('link', { name: 'Play Games' }).click();
  await expect(page).toHaveURL(/\/games$/);

  await page.goto('/earn/content');
  await page.getByRole('link', { name: 'Register Interest' }).click();
  await expect(page).toHaveURL(/\/beta$/);

  await page.goto('/wallet/exchange');
  await expect(page.getByRole('main')).toContainText('1 QTT = 0.05 Pi');
  await expect(page.getByRole('main')).toContainText('1 QTT = $0.025 USD');

  // Send asks a visitor to sign in (e2e/send-receive.spec.ts sends as a member).
  await page.goto('/wallet/send');
  await expect(
    page.getByText('Please sign in to view your QTT balance and transactions.'),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('input')).toHaveCount(0);

  await page.goto('/wallet');
  await expect(
    page.getByText('Please sign in to view your QTT balance and transactions.'),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
