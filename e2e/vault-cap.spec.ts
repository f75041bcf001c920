import type { Locator, Page } from '@playwright/test';
import { createUser, signInViaApi } from './support/accounts';
import { installTestWallet, waitForChainDeployment, walletAccountFor } from './support/test-wallet';
import { expect, failedResource, test } from './fixtures';

// The reservation cap (docs/decisions/035-reservation-cap.md): the create form says the most
// that can be locked for the chosen duration now, and a larger vault is refused with it.

const section = (page: Page) => page.getByRole('region', { name: 'Vault staking' });
const limitLine = (s: Locator, days: number) =>
  s.getByText(new RegExp(`^You can lock at most ([\\d,]+\\.\\d{2}) QTT for ${days} days now\\.$`));
/** The preset's visible tile (its radio is visually hidden inside it), as a person taps it. */
async function choosePreset(s: Locator, days: number) {
  const name = new RegExp(`^${days} days`);
  await s
    .locator('label')
    .filter({ has: s.page().getByRole('radio', { name }) })
    .click();
  await expect(s.getByRole('radio', { name })).toBeChecked();
}
const qttIn = (text: string | null) =>
  Number(/([\d,]+\.\d{2}) QTT/.exec(text ?? '')?.[1]?.replace(/,/g, ''));

test('the vault form shows the cap, and a vault past it is refused with the limit @mobile', async ({
  page,
  baseURL,
  expectConsoleError,
}, testInfo) => {
  expectConsoleError(failedResource(422));
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  // 200,000 QTT: more than the 10% share of the 1,000,000 QTT pool lets one member lock for
  // 180 days (about 100,000), so the refusal is the cap's, not the balance's.
  for (let i = 0; i < 2; i++) {
    const grant = await page.request.post('/api/test/grant', {
      headers: { origin: baseURL ?? '' },
      data: { amount: 100_000 },
    });
    expect(grant.ok(), await grant.text()).toBe(true);
  }
  await page.goto('/wallet?tab=vault');
  const s = section(page);
  // For 30 days the cap (about 500,000) is above the balance: the balance is the limit.
  await expect(
    s.getByText('You can lock at most 200,000.00 QTT now (your balance).'),
  ).toBeVisible();
  await choosePreset(s, 180);
  const line = limitLine(s, 180);
  await expect(line).toBeVisible();
  const most = qttIn(await line.textContent());
  expect(most).toBeGreaterThan(90_000);
  expect(most).toBeLessThanOrEqual(100_000);

  await s.getByLabel('Amount (QTT)').fill('150000');
  await expect(line.locator('..')).toHaveClass(/text-amber-300/);
  await page.screenshot({ path: `.tmp/vault-cap-${testInfo.project.name}.png` });
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/vaults') && r.request().method() === 'POST',
  );
  await s.getByRole('button', { name: 'Create Vault' }).click();
  expect((await refused).status()).toBe(422);
  const alert = s.getByRole('alert');
  await expect(alert).toContainText(
    /^You can lock at most [\d,]+\.\d{2} QTT for 180 days now\. Your open vaults may reserve at most 10% of the reward pool\.$/,
  );
  // The same limit the form showed (other tests' rewards may move the pool a little meanwhile).
  const named = qttIn(await alert.textContent());
  expect(Math.abs(named - most)).toBeLessThan(most / 100);
  await expect(s.getByText('Showing 0 of 0 vaults')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('on chain the form shows the contract’s limit and says its refusal in the same words', async ({
  page,
  baseURL,
  request,
}, testInfo) => {
  await waitForChainDeployment(request);
  // Accounts 3 and 4 (by project): the on-chain journey uses 1 and 2 at the same time.
  const account = walletAccountFor(testInfo.project.name, 1);
  await installTestWallet(page, { account });
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);

  await page.goto('/wallet?tab=vault');
  const s = section(page);
  await s.getByRole('button', { name: 'Connect Wallet' }).click();
  const short = `${account.slice(0, 6)}…${account.slice(-4)}`;
  await expect(s.getByRole('button', { name: `Wallet ${account}` })).toHaveText(short);
  await s.getByRole('radio', { name: `On-chain (${short})` }).check();
  await choosePreset(s, 7);
  // 10% of the 1,000,000 QTT reserve is 100,000 QTT of reward: 2,000,000 QTT at 1.05×.
  const line = limitLine(s, 7);
  await expect(line).toBeVisible();
  const most = qttIn(await line.textContent());
  expect(most).toBeGreaterThan(1_900_000);
  expect(most).toBeLessThanOrEqual(2_000_000);

  await s.getByLabel('Amount (QTT)').fill('2500000');
  await expect(line.locator('..')).toHaveClass(/text-amber-300/);
  await s.getByRole('button', { name: 'Create Vault' }).click();
  const alert = s.getByRole('alert');
  await expect(alert).toContainText(
    /^Blockchain vault creation failed: You can lock at most [\d,]+\.\d{2} QTT for 7 days now\.$/,
    { timeout: 30_000 },
  );
  const named = qttIn(await alert.textContent());
  expect(Math.abs(named - most)).toBeLessThan(most / 100);
});
