import type { ContentListResponse } from '@/domain/api/content';
import { createUser, demoAdmin, signInViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, failedResource, test } from './fixtures';

test('an admin sees a live watch session in Recent Sessions @mobile', async ({
  page,
  request,
  baseURL,
}) => {
  // `request` is a viewer with their own cookies, who starts watching a catalogue item.
  const viewer = await createUser(request, baseURL);
  await signInViaApi(request, baseURL, viewer);
  const list = (await (await request.get('/api/content')).json()) as ContentListResponse;
  const item = list.items[0];
  if (!item) throw new Error('the demo catalogue is empty');
  const start = await request.post('/api/powt-start', {
    headers: { origin: baseURL ?? '' },
    data: { contentId: item.id },
  });
  expect(start.ok(), await start.text()).toBe(true);

  await signInViaApi(page.request, baseURL, demoAdmin);
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Center');
  await expect(page.getByLabel('Admin key')).toHaveCount(0);
  await expect(page.getByText('Active sessions')).toBeVisible();

  const sessions = page.getByRole('table', { name: 'Recent Sessions' });
  const row = sessions.getByRole('row').filter({ hasText: viewer.displayName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(item.title);
  await expect(row).toContainText('active');
  await expect(page.getByRole('heading', { name: 'Recent Rewards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bridge movements' })).toBeVisible();
  // Wide tables scroll inside their own box; the page itself never scrolls sideways.
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row).toHaveCount(1);
});

test('a visitor without an admin account is asked for the key, and a wrong one is refused', async ({
  page,
  expectConsoleError,
}) => {
  // The browser tests' server has no admin key, so any key is refused (401).
  expectConsoleError(failedResource(401));
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Security Center');
  const key = page.getByLabel('Admin key');
  await expect(key).toHaveAttribute('type', 'password');
  const save = page.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await key.fill('   ');
  await expect(save).toBeDisabled();

  await key.fill('not-the-admin-key-0123456789');
  await save.click();
  await expect(page.getByText('Summary request failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Request failed', { exact: true })).toBeVisible();
  await expect(page.getByText(/Admin keys are not enabled on this server\./).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('securityAdminKey'))).toBe(
    'not-the-admin-key-0123456789',
  );

  await page.reload();
  await expect(page.getByText('Using the admin key saved in this browser.')).toBeVisible();
  await page.getByRole('button', { name: 'Forget key' }).click();
  await expect(page.getByLabel('Admin key')).toHaveValue('');
  expect(await page.evaluate(() => localStorage.getItem('securityAdminKey'))).toBeNull();
});
