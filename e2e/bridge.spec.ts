import type { Locator, Page } from '@playwright/test';
import { createUser, signInViaApi } from './support/accounts';
import {
  installTestWallet,
  mineTestBlocks,
  waitForChainDeployment,
  walletAccountFor,
} from './support/test-wallet';
import { allowRealTime, expect, test } from './fixtures';

const qttOf = async (text: Locator) =>
  Number((await text.textContent())?.replace(/[^\d.]/g, '') ?? Number.NaN);

async function ledgerBalance(page: Page) {
  return Number((await (await page.request.get('/api/wallet')).json()).balance);
}

// The whole round trip against anvil with the injected wallet: earn off-chain, withdraw 50
// QTT as a voucher, redeem it in the wallet (50 more on chain), lock it in an on-chain vault,
// then deposit 20 back and see the ledger credit it after the confirmations.
test('withdraw 50 QTT to the chain, redeem and lock it; deposit 20 back into the wallet @mobile', async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  allowRealTime(60);
  await waitForChainDeployment(request);
  // Accounts 3 and 4: the vault journeys use 1 and 2, and may run beside this one.
  const account = walletAccountFor(testInfo.project.name, 1);
  const short = `${account.slice(0, 6)}…${account.slice(-4)}`;
  await installTestWallet(page, { account });
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  const grant = await page.request.post('/api/test/grant', {
    headers: { origin: baseURL ?? '' },
    data: { amount: 100 },
  });
  expect(grant.ok(), await grant.text()).toBe(true);

  // From the wallet's Balance tab to the bridge.
  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Withdraw to chain' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Move QTT to and from the chain',
  );
  const bar = page.getByRole('region', { name: 'Browser wallet' });
  await bar.getByRole('button', { name: 'Connect Wallet' }).click();
  await expect(bar.getByRole('button', { name: `Wallet ${account}` })).toHaveText(short);
  const onChain = bar.getByLabel('On-chain balance');
  await expect(onChain).toHaveText(/^[\d,]+\.\d{2} QTT$/);
  const before = await qttOf(onChain);

  // Withdraw 50: amount, review, confirm; the voucher appears, issued.
  const withdraw = page.getByRole('region', { name: 'Withdraw to chain' });
  await expect(withdraw.getByLabel('Recipient')).toHaveText(account);
  await expect(withdraw.getByText('10 QTT minimum · 1,000 QTT left today')).toBeVisible();
  await withdraw.getByLabel(/Amount/).fill('5');
  await withdraw.getByRole('button', { name: 'Review' }).click();
  await expect(withdraw.getByText('Withdrawals start at 10 QTT.')).toBeVisible();
  await withdraw.getByLabel(/Amount/).fill('50');
  await withdraw.getByRole('button', { name: 'Review' }).click();
  await expect(
    withdraw.getByRole('heading', { name: `Withdraw 50.00 QTT to ${short}?` }),
  ).toBeVisible();
  await withdraw.getByRole('button', { name: 'Confirm withdrawal' }).click();
  const withdrawals = page.getByRole('region', { name: 'Your withdrawals' });
  const row = withdrawals.getByRole('listitem').first();
  await expect(row).toContainText('50.00 QTT');
  await expect(row).toContainText(/Issued — redeem before/);
  expect(await ledgerBalance(page)).toBe(50);

  // Redeem in the wallet: 50 more on chain, and the server sees the redemption.
  await row.getByRole('button', { name: 'Redeem in wallet' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Redeemed 50\.00 QTT to your wallet\./ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => qttOf(onChain), { timeout: 30_000 }).toBe(before + 50);
  await mineTestBlocks(2);
  await expect(row).toContainText('Redeemed', { timeout: 30_000 });
  await expect(row.getByText(/^TX 0x[0-9a-f]/)).toBeVisible();
  await page.screenshot({ path: `.tmp/bridge-${testInfo.project.name}.png`, fullPage: true });

  // Lock the 50 in an on-chain vault (the tab remembers the wallet and reconnects silently).
  await page.goto('/wallet?tab=vault');
  const vaults = page.getByRole('region', { name: 'Vault staking' });
  await expect(vaults.getByRole('button', { name: `Wallet ${account}` })).toHaveText(short);
  const vaultBalance = vaults.getByLabel('Wallet balance');
  await expect.poll(() => qttOf(vaultBalance)).toBe(before + 50);
  await vaults.getByRole('radio', { name: `On-chain (${short})` }).check();
  await vaults.getByLabel('Amount (QTT)').fill('50');
  await vaults.getByRole('button', { name: 'Create Vault' }).click();
  await expect(
    vaults.getByRole('status').filter({ hasText: /^Vault created on blockchain! TX: 0x/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => qttOf(vaultBalance)).toBe(before);

  // Deposit 20 back from the vault area's link: approve, deposit, confirmations, credited.
  await vaults.getByRole('link', { name: 'Deposit from chain' }).click();
  const deposit = page.getByRole('region', { name: 'Deposit from chain' });
  await expect(deposit.getByText(/^On chain: [\d,]+\.\d{2} QTT$/)).toBeVisible();
  await deposit.getByLabel(/Amount/).fill('20');
  await deposit.getByRole('button', { name: 'Approve and deposit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Deposit sent: 20\.00 QTT reach your QTN wallet/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => qttOf(onChain)).toBe(before - 20);
  await mineTestBlocks(2);
  const deposits = page.getByRole('region', { name: 'Your deposits' });
  await expect(deposits.getByText('Credited', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(deposits).toContainText('20.00 QTT');
  await expect.poll(() => ledgerBalance(page)).toBe(70);
  await page.screenshot({
    path: `.tmp/bridge-deposit-${testInfo.project.name}.png`,
    fullPage: true,
  });
});
