import type { Page } from '@playwright/test';
import { createUser } from './support/accounts';
import { expect, test } from './fixtures';

/** Signs a fresh user in through the API (the page shares these cookies) and funds them. */
async function fundedUser(page: Page, baseURL: string | undefined) {
  const user = await createUser(page.request, baseURL);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: user.email, password: user.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const grant = await page.request.post('/api/test/grant', {
    headers: { origin: baseURL ?? '' },
    data: { amount: 1000 },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  return user;
}

const section = (page: Page) => page.getByRole('region', { name: 'Vault staking' });
const stat = (page: Page, label: string) =>
  section(page).locator('dl > div').filter({ hasText: label }).locator('dd');
const row = (page: Page, id: string) => section(page).locator(`li[data-vault-id="${id}"]`);

async function createVault(page: Page, amount: string, days?: number) {
  const s = section(page);
  await s.getByLabel('Amount (QTT)').fill(amount);
  if (days !== undefined) {
    await s.getByRole('switch', { name: 'Advanced Mode' }).check();
    await s.getByLabel(/Duration in days/).fill(String(days));
  }
  const created = page.waitForResponse(
    (r) => r.url().endsWith('/api/vaults') && r.request().method() === 'POST',
  );
  await s.getByRole('button', { name: 'Create Vault' }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('create, withdraw early and claim vaults from the wallet', async ({ page, baseURL }) => {
  await fundedUser(page, baseURL);
  await page.goto('/wallet?tab=vault');
  const s = section(page);
  await expect(s.getByText('Showing 0 of 0 vaults')).toBeVisible();
  await expect(stat(page, 'Next unlock')).toHaveText('—');

  // A preset vault: 100 QTT for the default 30 days.
  await expect(s.getByRole('radio', { name: /30 days/ })).toBeChecked();
  await s.getByLabel('Amount (QTT)').fill('9');
  await expect(s.getByRole('button', { name: 'Create Vault' })).toBeDisabled();
  await s.getByLabel('Amount (QTT)').fill('100');
  await expect(
    s.getByText(/1\.2× · reward 20\.00 QTT · you get back 120\.00 QTT on /),
  ).toBeVisible();
  const first = await createVault(page, '100');
  await expect(
    s.getByRole('status').filter({ hasText: 'Vault created! Locked 100.00 QTT for 30 days.' }),
  ).toBeVisible();
  await expect(row(page, first)).toContainText('Locked (30 days remaining)');
  await expect(stat(page, 'Total locked')).toHaveText('100.00 QTT');
  await expect(stat(page, 'Active vaults')).toHaveText('1');
  await expect(stat(page, 'Next unlock')).not.toHaveText('—');

  await s.getByRole('button', { name: 'Show Timeline' }).click();
  const timeline = s.getByRole('article', { name: `Timeline of ${first}` });
  await expect(timeline).toContainText('Vault created');
  await expect(timeline).toContainText('30 days remaining');
  await s.getByRole('button', { name: 'Hide Timeline' }).click();

  // An Advanced Mode vault: 50 QTT for 45 days.
  const second = await createVault(page, '50', 45);
  await expect(s.getByText('Vault created! Locked 50.00 QTT for 45 days.').first()).toBeVisible();
  await expect(s.getByText('Showing 2 of 2 vaults')).toBeVisible();
  await expect(stat(page, 'Total locked')).toHaveText('150.00 QTT');

  // Withdraw the first early: the dialog names the exact 85 %.
  await row(page, first).getByRole('button', { expanded: false }).click();
  await row(page, first).getByRole('button', { name: 'Withdraw Early' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw early?' });
  await expect(dialog).toContainText(
    'You will get back 85.00 QTT. The 15.00 QTT penalty (15 %) goes to the penalty pool, and the reward is forfeited.',
  );
  await dialog.getByRole('button', { name: 'Withdraw Early' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    s
      .getByRole('status')
      .filter({ hasText: 'Vault withdrawn early. Returned 85.00 QTT (Penalty: 15.00 QTT).' }),
  ).toBeVisible();
  await expect(row(page, first)).toContainText('Withdrawn early');
  await expect(row(page, first).getByRole('button', { name: 'Withdraw Early' })).toHaveCount(0);

  // Unlock the second on the server, reload, claim 50 × 1.2.
  const unlock = await page.request.post(`/api/test/vaults/${second}/unlock`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(unlock.ok(), await unlock.text()).toBe(true);
  await page.reload();
  await expect(row(page, second)).toContainText('Ready to Claim');
  await row(page, second).getByRole('button', { expanded: false }).click();
  await row(page, second).getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(
    s.getByRole('status').filter({ hasText: 'Vault claimed! You received 60.00 QTT.' }),
  ).toBeVisible();
  await expect(row(page, second)).toContainText('Completed');
  await expect(stat(page, 'Rewards earned')).toHaveText('10.00 QTT');
  await expect(stat(page, 'Total locked')).toHaveText('0.00 QTT');

  await s.getByLabel('Status').selectOption('withdrawn');
  await expect(s.getByText('Showing 1 of 2 vaults')).toBeVisible();

  // 1000 − 100 − 50 + 85 + 60.
  const wallet = (await (await page.request.get('/api/wallet')).json()) as { balance: string };
  expect(wallet.balance).toBe('995');
});
