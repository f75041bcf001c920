import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

const panel = (page: Page) => page.getByRole('dialog', { name: 'Live Console' });

test('the console opens empty, shows new entries, clears and hides @mobile', async ({ page }) => {
  await page.getByRole('button', { name: 'Logs' }).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText('No logs yet')).toBeVisible();

  await page.evaluate(() => console.warn('Heartbeat slow', { ms: 900 }));
  await expect(panel(page).getByText('Heartbeat slow')).toBeVisible();

  await panel(page).getByRole('button', { name: 'Clear' }).click();
  await expect(panel(page).getByText('No logs yet')).toBeVisible();

  await panel(page).getByRole('button', { name: 'Hide' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logs' })).toBeFocused();

  await page.getByRole('button', { name: 'Logs' }).click();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
});

test('a flood of one line is rate limited to 3 per 2 s @mobile', async ({ page }) => {
  await page.evaluate(() => {
    for (let i = 0; i < 10; i++) console.info('same line');
    console.info('another line');
  });
  await page.getByRole('button', { name: 'Logs' }).click();
  await expect(panel(page).getByText('another line')).toBeVisible();
  await expect(panel(page).getByText('same line', { exact: true })).toHaveCount(3);
});

test('the logs download as live-logs.txt and live-logs.json @mobile', async ({ page }) => {
  await page.evaluate(() => console.warn('Download me', { n: 1 }));
  await page.getByRole('button', { name: 'Logs' }).click();

  const [txt] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Download live-logs.txt' }).click(),
  ]);
  expect(txt.suggestedFilename()).toBe('live-logs.txt');
  const text = fs.readFileSync(await txt.path(), 'utf8');
  expect(text).toMatch(/^\[\d{4}-\d\d-\d\dT[^\]]+\] WARN Download me/m);

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    panel(page).getByRole('button', { name: 'Download live-logs.json' }).click(),
  ]);
  expect(json.suggestedFilename()).toBe('live-logs.json');
  const entries = JSON.parse(fs.readFileSync(await json.path(), 'utf8')) as Array<{
    type: string;
    message: string;
    data: unknown;
  }>;
  expect(entries).toContainEqual(
    expect.objectContaining({ type: 'warn', message: 'Download me', data: { n: 1 } }),
  );
});

test('copy puts the logs on the clipboard and says so in a toast @mobile', async ({ page }) => {
  await page.evaluate(() => console.info('Copy me'));
  await page.getByRole('button', { name: 'Logs' }).click();
  await panel(page).getByRole('button', { name: 'Copy' }).click();

  const toast = page.locator('[data-toast-type="success"]');
  await expect(toast).toContainText('Logs copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('INFO Copy me');

  // A toast leaves on its own after 4 s…
  await expect(toast).toBeHidden({ timeout: 6000 });
  // …or at once when clicked.
  await panel(page).getByRole('button', { name: 'Copy' }).click();
  await toast.click();
  await expect(toast).toBeHidden({ timeout: 1500 });
});

test('a failed copy shows an error toast @mobile', async ({ page }) => {
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
  });
  await page.getByRole('button', { name: 'Logs' }).click();
  await panel(page).getByRole('button', { name: 'Copy' }).click();
  await expect(page.locator('[data-toast-type="error"]')).toContainText('Failed to copy logs');
});
