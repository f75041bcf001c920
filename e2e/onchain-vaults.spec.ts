import type { Page } from '@playwright/test';
import { createUser } from './support/accounts';
import {
  advanceTestChain,
  installTestWallet,
  waitForChainDeployment,
  walletAccountFor,
} from './support/test-wallet';
import { expect, test } from './fixtures';

const section = (page: Page) => page.getByRole('region', { name: 'Vault staking' });

// The real journey against anvil: connect (the wallet starts on a wrong chain and is
// switched), lock 100 QTT for 30 days (approve + lock), move the chain past the unlock
// time, claim the 15 QTT reward.
test('lock QTT in the vault contract from the wallet page and claim the reward', async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  await waitForChainDeployment(request);
  const account = walletAccountFor(testInfo.project.name);
  await installTestWallet(page, { account });
  const user = await createUser(page.request, baseURL);
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL ?? '' },
    data: { email: user.email, password: user.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);

  await page.goto('/wallet?tab=vault');
  const s = section(page);
  await s.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(page.getByText('Please switch to QTN Local Chain')).toBeVisible();
  const short = `${account.slice(0, 6)}…${account.slice(-4)}`;
  await expect(s.getByRole('button', { name: `Wallet ${account}` })).toHaveText(short);
  const balanceText = s.getByLabel('Wallet balance');
  await expect(balanceText).toHaveText(/^[\d,]+\.\d{2} QTT$/);
  const balance = async () => Number((await balanceText.textContent())?.replace(/[^\d.]/g, ''));
  const before = await balance();

  await s.getByRole('radio', { name: `On-chain (${short})` }).check();
  await s.getByLabel('Amount (QTT)').fill('100');
  await expect(s.getByText(/1\.15× · reward 15\.00 QTT · you get back 115\.00 QTT/)).toBeVisible();
  await s.getByRole('button', { name: 'Create Vault' }).click();
  await expect(
    s.getByRole('status').filter({ hasText: /^Vault created on blockchain! TX: 0x[0-9a-f]{8}…/ }),
  ).toBeVisible({ timeout: 30_000 });
  // Newest first: the vault just locked. (The other project's run may move the shared
  // chain's clock at any time, so its status is read only after our own time travel.)
  const row = s.locator('li[data-vault-id^="chain-"]').first();
  await expect(row).toContainText('On-chain');
  await expect(row).toContainText('100.00 QTT');
  // The contract took exactly the principal, and the lock is an event on the vault's timeline.
  await expect.poll(balance).toBe(before - 100);
  const vaultId = await row.getAttribute('data-vault-id');
  await s.getByRole('button', { name: 'Show Timeline' }).click();
  const timeline = s.getByRole('article', { name: `Timeline of ${vaultId}` });
  await expect(timeline).toContainText('Vault created');
  await expect(timeline).toContainText('Locked');
  await s.getByRole('button', { name: 'Hide Timeline' }).click();
  await page.screenshot({ path: `.tmp/onchain-vault-${testInfo.project.name}.png` });

  await advanceTestChain(31 * 86_400);
  // The reload reconnects silently (this tab remembers the wallet) and reads the new clock.
  await page.reload();
  await expect(row).toContainText('Ready to Claim');
  await row.getByRole('button', { expanded: false }).click();
  await row.getByRole('button', { name: 'Claim', exact: true }).click();
  await expect(
    s.getByRole('status').filter({ hasText: 'Reward claimed! Received 15.00 QTT' }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('Completed');
  // Principal plus the 15 % reward came back, to the cent the page shows.
  await expect.poll(balance).toBe(before + 15);
});
