import { seriousViolations } from './support/axe';
import { expect, test } from './fixtures';

const pages = [
  '/home',
  '/about',
  '/features',
  '/privacy',
  '/terms',
  '/login',
  '/earn',
  '/earn/content',
  '/earn/games',
  '/wallet',
  '/wallet/send',
  '/wallet/receive',
  '/wallet/exchange',
  '/content',
  '/games',
  '/beta',
  '/no/such/page',
];

for (const path of pages) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
