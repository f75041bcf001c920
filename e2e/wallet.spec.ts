import type { Page } from '@playwright/test';
import { createUser, signInViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './fixtures';

async function signedInWith500(page: Page, baseURL?: string) {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  const grant = await page.request.post('/api/test/grant', {
    headers: { origin: baseURL ?? '' },
    data: { amount: 500 },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  return user;
}

const balanceCard = (page: Page) => page.getByRole('region', { name: 'QTT Balance' });

test.describe('signed in', () => {
  test('shows the balance, the transactions with their filters, and the Earn tab', async ({
    page,
    baseURL,
  }) => {
    await signedInWith500(page, baseURL);
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QualityTime Token Wallet');
    await expect(page.getByRole('tab', { name: 'Balance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(balanceCard(page)).toContainText('500.00 QTT');
    await expect(balanceCard(page).getByText('1 QTT = 0.05 Pi')).toBeVisible();
    await expect(page.getByText('No watch rewards yet')).toBeVisible();

    await page.getByRole('tab', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/wallet\?tab=transactions$/);
    const list = page.getByRole('list', { name: 'Transaction list' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('Test grant')).toBeVisible();
    await expect(list.getByText('Received 500.00 QTT')).toBeVisible();

    const filter = page.getByLabel('Filter');
    // A grant is received, as its label says; earned is money for one's own activity.
    await filter.selectOption('Received');
    await expect(list.getByText('Test grant')).toBeVisible();
    await filter.selectOption('Earned');
    await expect(page.getByText('No transactions found')).toBeVisible();
    await filter.selectOption('Sent');
    await expect(page.getByText('No transactions found')).toBeVisible();
    await expect(list).toHaveCount(0);

    // The tab survives a reload.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Transactions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('tab', { name: 'Earn QTT' }).click();
    // Today's pool shares the tab and has zeros of its own: read the watch-time card.
    const earn = page
      .getByRole('tabpanel', { name: 'Earn QTT' })
      .getByRole('region', { name: 'Proof of Watch Time' });
    // A grant is not earned: today's watch, game and quiz credits are still zero.
    await expect(earn.getByText('QTT earned today')).toBeVisible();
    await expect(earn.getByText('0.00 QTT')).toBeVisible();
    await expect(earn.getByText('0 min')).toBeVisible();
    await expect(earn.getByText(/^0.01 QTT per second of verified watch time, paid/)).toBeVisible();
    // Today's progress toward each daily cap and the streak, from the server's figures.
    const progress = page.getByRole('region', { name: "Today's progress" });
    await expect(progress.getByText('No streak yet')).toBeVisible();
    await expect(
      progress.getByRole('progressbar', { name: '0.00 of 50.00 QTT from games today' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: "Today's pool" }).getByText(/^Paid at .* your time, in /),
    ).toBeVisible();
    await earn.getByRole('link', { name: 'Browse Content' }).click();
    await expect(page).toHaveURL(/\/content$/);
  });

  test('shows the last known balance in local mode when the server cannot be reached', async ({
    page,
    baseURL,
    expectConsoleError,
  }) => {
    await signedInWith500(page, baseURL);
    await page.goto('/wallet');
    await expect(balanceCard(page)).toContainText('500.00 QTT');
    expectConsoleError(/net::ERR_FAILED/);
    await page.route('**/api/wallet', (route) => route.abort());
    await page.reload();
    await expect(page.getByText('QTT is in local mode only. Server unavailable.')).toBeVisible();
    await expect(balanceCard(page)).toContainText('500.00 QTT');
  });

  test('has no serious accessibility violations on its own tabs', async ({ page, baseURL }) => {
    await signedInWith500(page, baseURL);
    // The Vault tab is the vault section's, which its own journey checks.
    for (const tab of ['balance', 'transactions', 'earn']) {
      await page.goto(`/wallet?tab=${tab}`);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByText('No watch rewards yet')).toBeVisible();
      await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
      expect(await seriousViolations(page), tab).toEqual([]);
    }
  });

  test('the Logout button signs out', async ({ page, baseURL }) => {
    await signedInWith500(page, baseURL);
    await page.goto('/wallet');
    await expect(balanceCard(page)).toContainText('500.00 QTT');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/wallet');
    await expect(
      page.getByText('Please sign in to view your QTT balance and transactions.'),
    ).toBeVisible();
    const session = await page.request.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();
  });
});

test('a signed-out visitor is asked to sign in', async ({ page }) => {
  await page.goto('/wallet');
  await expect(
    page.getByText('Please sign in to view your QTT balance and transactions.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
