import type { Page } from '@playwright/test';
import type { ContentItem } from '@/domain/api/content';
import { accessibilityViolations } from './support/axe';
import { headerAuthArea, openAuthModal } from './support/accounts';
import { expect, test, type Visitor } from './support/sessions';

/**
 * axe on every route of the app, signed out and signed in (admin routes also as an admin),
 * at both widths (the desktop and mobile projects), plus the open states a person meets:
 * the auth modal, the mobile menu, the log console, each wallet tab, an expanded vault.
 * It fails on any serious or critical violation and on any colour-contrast one.
 */

const publicRoutes = [
  '/home',
  '/about',
  '/features',
  '/privacy',
  '/terms',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/reset-password?token=not-a-real-token',
  '/sign-in-link',
  '/sign-in-link?token=not-a-real-token',
  '/account',
  '/wallet',
  '/wallet/send',
  '/wallet/receive',
  '/wallet/exchange',
  '/content',
  '/earn',
  '/earn/games',
  '/earn/content',
  '/earn/exchange',
  '/games',
  '/games/speed-typing',
  '/games/car-racer',
  '/beta',
  '/test-payment',
  '/no/such/page',
];
const adminRoutes = [
  '/admin/transactions',
  '/admin/security',
  '/admin/content',
  '/admin/pilot',
  '/admin/beta',
  '/admin/analytics',
];

/** Waits for the page's heading and for its loading skeletons to go. */
async function settle(page: Page) {
  // Generous: a lazily loaded page on a busy machine can take a while to arrive.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.animate-pulse:visible')).toHaveCount(0, { timeout: 20_000 });
}

async function expectAccessible(page: Page) {
  await settle(page);
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function demoVideoPath(page: Page) {
  const { items } = (await (await page.request.get('/api/content')).json()) as {
    items: ContentItem[];
  };
  const item = items.find((i) => i.title === 'Focus in 15 seconds');
  expect(item, 'the demo video').toBeTruthy();
  return `/watch/${item?.id}`;
}

test.describe.configure({ timeout: 60_000 });

const states: Array<[Visitor, string[]]> = [
  ['visitor', [...publicRoutes, ...adminRoutes]],
  ['user', [...publicRoutes, ...adminRoutes]],
  ['admin', adminRoutes],
];

for (const [visitor, paths] of states) {
  test.describe(`as a ${visitor}`, () => {
    test.use({ visitor });

    for (const path of paths) {
      test(`${path} has no serious or contrast violations`, async ({
        page,
        expectConsoleError,
      }) => {
        // An unknown path answers 404 (with the app's not-found page), which Chromium logs.
        if (path === '/no/such/page') expectConsoleError(/status of 404/);
        await page.goto(path);
        await expectAccessible(page);
      });
    }

    if (visitor === 'admin') return;

    test('a demo video’s watch page', async ({ page }) => {
      await page.goto(await demoVideoPath(page));
      await expectAccessible(page);
    });

    test('the log console, open', async ({ page }) => {
      await page.goto('/about');
      await settle(page);
      await page.getByRole('button', { name: 'Logs' }).click();
      await expect(page.getByRole('dialog', { name: 'Live Console' })).toBeVisible();
      await page.evaluate(() => console.warn('A line for the console to show'));
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('the header’s menu, open (at 360 px the mobile menu)', async ({ page }) => {
      await page.goto('/home');
      await settle(page);
      await expect(await headerAuthArea(page)).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}

test.describe('open states as a visitor', () => {
  test('the auth modal, on each of its tabs', async ({ page }) => {
    await page.goto('/home');
    await settle(page);
    const dialog = await openAuthModal(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('the wallet as a signed-in user', () => {
  test.use({ visitor: 'user' });

  for (const tab of ['Balance', 'Transactions', 'Earn', 'Vault']) {
    test(`the ${tab} tab`, async ({ page }) => {
      await page.goto('/wallet');
      await settle(page);
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('the vault section with a mock wallet, its menu open and a mock row expanded', async ({
    page,
  }) => {
    await page.goto('/wallet?tab=vault');
    await settle(page);
    const s = page.getByRole('region', { name: 'Vault staking' });
    await s.getByRole('button', { name: 'Enable Mock Mode' }).click();
    await s.getByRole('radio', { name: 'Mock' }).check();
    await s.getByLabel('Amount (QTT)').fill('100');
    await s.getByRole('button', { name: 'Create Vault' }).click();
    const row = s.locator('li[data-vault-id^="mock-"]').first();
    await row.getByRole('button', { expanded: false }).click();
    await expect(row.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();
    // The creation toast is still up: axe reads it with the section.
    await expect(page.locator('[data-toast-type]').first()).toBeVisible();
    await s.getByRole('button', { name: /^Wallet 0x/ }).click();
    await expect(s.getByRole('menuitem', { name: 'Copy Address' })).toBeVisible();
    await expect(page.locator('.animate-pulse:visible')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a vault row, expanded', async ({ page }) => {
    await page.goto('/wallet?tab=vault');
    await settle(page);
    const row = page.getByRole('region', { name: 'Vault staking' }).locator('li[data-vault-id]');
    await row.first().getByRole('button', { expanded: false }).click();
    await expect(row.first().getByRole('button', { name: 'Withdraw Early' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
