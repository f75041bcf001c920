import type { APIRequestContext } from '@playwright/test';
import { createUser, demoAdmin, signInViaApi } from './support/accounts';
import { expect, failedResource, test } from './fixtures';

async function signInAsAdmin(request: APIRequestContext, baseURL: string | undefined) {
  await signInViaApi(request, baseURL, demoAdmin);
}

test('an admin grants QTT to a user and finds the movement in the ledger', async ({
  page,
  request,
  baseURL,
}) => {
  // `request` has its own cookies: the ordinary user, while the page is the admin's.
  const ada = await createUser(request, baseURL);
  await signInAsAdmin(page.request, baseURL);
  await page.goto('/admin/transactions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions');
  await expect(page.getByText('Ledger reconciles')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Summary' }).getByText('Reward pool'),
  ).toBeVisible();

  const form = page.getByRole('region', { name: 'Adjust a balance' });
  await form.getByLabel('Find user').fill(ada.email);
  await form.getByRole('button', { name: ada.email }).click();
  await expect(form.getByRole('radio', { name: 'Grant' })).toBeChecked();
  await form.getByLabel('Amount (QTT)').fill('12.5');
  const reason = `Support ticket ${ada.displayName}`;
  await form.getByLabel('Reason').fill(reason);
  await form.getByRole('button', { name: 'Review' }).click();
  await expect(form.getByTestId('confirm-sentence')).toHaveText(
    `Grant 12.50 QTT to ${ada.email}: ${reason}`,
  );
  await form.getByRole('button', { name: 'Confirm grant' }).click();
  await expect(page.getByText('Balance adjusted')).toBeVisible();
  await expect(form.getByLabel('Find user')).toBeVisible();

  const movements = page.getByRole('region', { name: 'Movements' });
  await movements.getByLabel('Search').fill(ada.email);
  const row = movements.getByRole('row').filter({ hasText: `Admin grant: ${reason}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('12.50 QTT');
  await expect(row).toContainText(ada.email);
  await expect(row).toContainText('issuance');
  await expect(movements.getByRole('row').filter({ hasText: 'Admin grant' })).toHaveCount(1);

  await signInViaApi(request, baseURL, ada);
  const wallet = await request.get('/api/wallet');
  expect(wallet.ok()).toBe(true);
  expect(((await wallet.json()) as { balance: string }).balance).toBe('12.5');
});

test('an ordinary user is told the page is for admins only', async ({
  page,
  baseURL,
  expectConsoleError,
}) => {
  // The page does not ask for admin data without the admin role; should a stale session
  // ask anyway, the server's 403 is expected and the page shows the same notice.
  expectConsoleError(failedResource(403));
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  await page.goto('/admin/transactions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions');
  await expect(page.getByText('This page is for admins only.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Adjust a balance' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/ledger/summary')).status()).toBe(403);
});
