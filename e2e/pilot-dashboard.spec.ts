import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pilotCsvColumns, type PilotDailyRewards } from '../src/domain/api/pilot';
import { createUser, demoAdmin, signInViaApi } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { addPilotUsage, utcDay } from './support/pilot';
import { expect, test } from './fixtures';

const summarySection = (page: Page) => page.getByRole('region', { name: 'Daily allocation' });
const usageSection = (page: Page) => page.getByRole('region', { name: 'Usage' });
const figure = (page: Page, label: string) =>
  summarySection(page).locator('dt', { hasText: label }).locator('+ dd');

/** The report lists users a page at a time in id order: turn pages until `name` shows. */
async function userRow(usage: Locator, name: string) {
  const table = usage.getByRole('table', { name: 'Per user' });
  const row = table.getByRole('row', { name: new RegExp(name) });
  const next = usage.getByRole('button', { name: 'Next' });
  const pages = usage.getByRole('navigation', { name: 'User pages' });
  await expect(table).toBeVisible();
  while ((await row.count()) === 0 && (await next.isVisible()) && (await next.isEnabled())) {
    const shown = await pages.textContent();
    await next.click();
    await expect(pages).not.toHaveText(shown ?? '');
  }
  return row;
}

test('an admin reads usage by range and user, and exports it as CSV', async ({
  page,
  request,
  baseURL,
}) => {
  // `request` is the ordinary user (its own cookies); the page is the admin's.
  const ada = await createUser(request, baseURL);
  await signInViaApi(request, baseURL, ada);
  await addPilotUsage(request, baseURL, { daysAgo: 2, watchSeconds: 1200, gameSeconds: 600 });
  await signInViaApi(page.request, baseURL, demoAdmin);

  await page.goto('/admin/transactions');
  await page
    .getByRole('navigation', { name: 'Admin pages' })
    .getByRole('link', {
      name: 'Pilot Rewards',
    })
    .click();
  await expect(page).toHaveURL(/\/admin\/pilot$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pilot Rewards');
  await expect(figure(page, 'Daily budget')).toContainText('QTT');

  const usage = usageSection(page);
  await expect(usage.getByLabel('Range')).toHaveValue('7');
  const adaRow = await userRow(usage, ada.displayName);
  await expect(adaRow).toContainText('20');
  await expect(adaRow).toContainText('10');
  await expect(adaRow).toContainText('30');
  await expect(usage.getByRole('table', { name: 'Per day' })).toContainText(utcDay(2));
  await expect(usage.locator('figcaption')).toContainText('Watch and game minutes per day');
  const adaId = (await adaRow.locator('.font-mono').textContent())?.trim() ?? '';
  expect(adaId).toMatch(/^[0-9a-f-]{36}$/);

  await usage.getByLabel('Range').selectOption('30');
  await expect(page).toHaveURL(/days=30/);
  await expect(usage.getByText(`Since ${utcDay(29)} (UTC)`)).toBeVisible();

  const userBox = usage.getByLabel('User id (optional)');
  await userBox.fill('not-a-user');
  await userBox.press('Enter');
  await expect(usage.getByRole('alert')).toContainText('Enter a user id in UUID form');
  await userBox.fill(adaId);
  await userBox.press('Enter');
  await expect(page).toHaveURL(new RegExp(`user=${adaId}`));
  await expect(usage.getByText(/· 1 user$/)).toBeVisible();
  await expect(usage.getByRole('table', { name: 'Per user' }).getByRole('row')).toHaveCount(2);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    usage.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('pilot-report.csv');
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe(pilotCsvColumns.join(','));
  expect(lines.slice(1)).toEqual([`${adaId},20,10,30`]);

  await usage.getByRole('button', { name: 'Clear' }).click();
  await expect(userBox).toHaveValue('');
  await expect(page).not.toHaveURL(/user=/);

  // The page is wider than the phone only inside its scrolling tables.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('Run Now allocates yesterday once, and the summary shows it', async ({
  page,
  request,
  baseURL,
}) => {
  const grace = await createUser(request, baseURL);
  await signInViaApi(request, baseURL, grace);
  await addPilotUsage(request, baseURL, { daysAgo: 1, watchSeconds: 900, gameSeconds: 300 });
  await signInViaApi(page.request, baseURL, demoAdmin);
  const yesterday = utcDay(1);
  // One server serves both viewports, and a day is allocated at most once: the first
  // press (whichever viewport) allocates yesterday, a later one finds it done.
  const before = (await (
    await page.request.get('/api/pilot-daily-rewards')
  ).json()) as PilotDailyRewards;
  const firstPress = before.latest?.day !== yesterday;

  await page.goto('/admin/pilot');
  await expect(figure(page, 'Processed users')).toHaveText(String(before.processed));
  const runNow = summarySection(page).getByRole('button', { name: 'Run Now' });
  await runNow.click();
  await expect(page.getByText('Manual allocation run requested')).toBeVisible();
  await expect(runNow).toBeEnabled();
  await expect(summarySection(page).getByTestId('latest-run')).toHaveText(
    `Latest run: ${yesterday} (UTC), completed.`,
  );
  const runs = summarySection(page).getByRole('table', { name: 'Recent runs' });
  await expect(runs.getByRole('row', { name: new RegExp(yesterday) })).toHaveCount(1);
  const after = Number(await figure(page, 'Processed users').textContent());
  if (firstPress) expect(after).toBeGreaterThan(before.processed);
  else expect(after).toBe(before.processed);
  expect(after).toBeGreaterThanOrEqual(1);
});

test('an ordinary user is told the dashboard is for admins only', async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  await page.goto('/admin/pilot');
  await expect(page.getByText('This page is for admins only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run Now' })).toHaveCount(0);
});
