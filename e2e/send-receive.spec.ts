import type { Browser, Page } from '@playwright/test';
import { createUser, signInViaApi, type TestUser } from './support/accounts';
import { expect, test } from './fixtures';

/** A member in a browser of their own, with `grant` QTT in the wallet. */
async function member(browser: Browser, page: Page | null, baseURL: string, grant = 0) {
  const own =
    page ??
    (await (
      await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })
    ).newPage());
  const user = await createUser(own.request, baseURL);
  await signInViaApi(own.request, baseURL, user);
  if (grant > 0) {
    const res = await own.request.post('/api/test/grant', {
      headers: { origin: baseURL },
      data: { amount: grant },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return { page: own, user };
}

async function balanceOf(page: Page): Promise<string> {
  return (await (await page.request.get('/api/wallet')).json()).balance;
}

async function fillSend(page: Page, to: TestUser, amount: string, note: string) {
  await page.getByLabel(/Recipient/).fill(to.displayName);
  await expect(page.getByText(`QTN member ${to.displayName}`)).toBeVisible();
  await page.getByLabel(/Amount/).fill(amount);
  await page.getByLabel('Note (optional)').fill(note);
}

test('a member sends 5 QTT to another by username; both wallets show it @mobile', async ({
  page,
  browser,
  baseURL,
}) => {
  const alice = await member(browser, page, baseURL ?? '', 50);
  const bob = await member(browser, null, baseURL ?? '');

  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Send QTT' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Send QTT');
  await expect(page.getByText(/^Available: 50\.00 QTT/)).toBeVisible();
  await fillSend(page, bob.user, '5', 'Thanks for lunch');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(
    page.getByRole('heading', { name: `Send 5.00 QTT to ${bob.user.displayName}?` }),
  ).toBeFocused();
  // A double press on Confirm sends once.
  await page.getByRole('button', { name: 'Confirm and send' }).dblclick();
  await expect(
    page.getByRole('heading', { name: `Sent 5.00 QTT to ${bob.user.displayName}` }),
  ).toBeVisible();
  await expect(page.getByText('Your balance is now 45.00 QTT.')).toBeVisible();
  expect(await balanceOf(page)).toBe('45');
  expect(await balanceOf(bob.page)).toBe('5');

  await page.getByRole('link', { name: 'See transactions' }).click();
  const mine = page.getByRole('list', { name: 'Transaction list' });
  await expect(mine.getByText(`To ${bob.user.displayName}`)).toBeVisible();
  await expect(mine.getByText('“Thanks for lunch”')).toBeVisible();
  await expect(mine.getByText('Sent 5.00 QTT')).toBeVisible();

  await bob.page.goto('/wallet?tab=transactions');
  const theirs = bob.page.getByRole('list', { name: 'Transaction list' });
  await expect(theirs.getByText(`From ${alice.user.displayName}`)).toBeVisible();
  await expect(theirs.getByText('“Thanks for lunch”')).toBeVisible();
  await expect(theirs.getByText('Received 5.00 QTT')).toBeVisible();
  await bob.page.getByLabel('Filter').selectOption('Sent');
  await expect(bob.page.getByText('No transactions found')).toBeVisible();
  await bob.page.getByLabel('Filter').selectOption('Received');
  await expect(theirs.getByText(`From ${alice.user.displayName}`)).toBeVisible();
  await bob.page.context().close();
});

test('the receive link opens a filled send form for the payer; errors say why @mobile', async ({
  page,
  browser,
  baseURL,
  expectConsoleError,
}) => {
  expectConsoleError(/status of 404/); // the lookup of a name nobody has
  await member(browser, page, baseURL ?? '', 10);
  const bob = await member(browser, null, baseURL ?? '');

  await bob.page.goto('/wallet/receive');
  await expect(bob.page.getByText(bob.user.displayName.toLowerCase()).first()).toBeVisible();
  await bob.page.getByLabel(/Request an amount/).fill('3.5');
  await expect(
    bob.page.getByRole('img', { name: 'QR code of a link to send you 3.50 QTT' }),
  ).toBeVisible();
  const link = (await bob.page.getByTestId('send-link').textContent()) ?? '';
  expect(link).toContain('/wallet/send?to=');
  await bob.page.context().close();

  await page.goto(link);
  await expect(page.getByLabel(/Recipient/)).toHaveValue(bob.user.displayName.toLowerCase());
  await expect(page.getByLabel(/Amount/)).toHaveValue('3.5');
  await expect(page.getByText(`QTN member ${bob.user.displayName}`)).toBeVisible();

  // More than the balance: the form says so before anything is sent.
  await page.getByLabel(/Amount/).fill('11');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText(/more than you can send now/)).toBeVisible();
  await page.getByLabel(/Recipient/).fill('no-such-member-here');
  await expect(page.getByText('No QTN member has that username.')).toBeVisible();
  expect(await balanceOf(page)).toBe('10');
});
