import { AxeBuilder } from '@axe-core/playwright';
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
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
}
