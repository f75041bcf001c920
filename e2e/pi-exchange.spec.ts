import { expect, test } from './fixtures';
import { asPioneer, piBrowserUserAgent, piFlowTimeout } from './support/pi';

test.use({ userAgent: piBrowserUserAgent });

test('a pioneer signs in with Pi, buys 1 Pi of QTT and finds +20 QTT in the wallet', async ({
  page,
}) => {
  test.slow();
  const username = await asPioneer(page);
  await page.goto('/earn/exchange');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exchange Pi for QTT');

  // The calculator keeps the two amounts linked at 20 QTT per Pi.
  await page.getByLabel('QTT amount').fill('4.6');
  await expect(page.getByLabel('Pi amount')).toHaveValue('0.23');
  await page.getByLabel('Pi amount').fill('1');
  await expect(page.getByLabel('QTT amount')).toHaveValue('20');

  await page.getByRole('button', { name: 'Sign in with Pi Network' }).click();
  await expect(page.getByText(`Paying as ${username}`)).toBeVisible(piFlowTimeout);

  await page.getByRole('button', { name: 'Pay 1 Pi' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Transaction ID' });
  await expect(done).toContainText('20 QTT added to your wallet', piFlowTimeout);
  const txid = (await done.locator('.font-mono').textContent())?.trim() ?? '';
  expect(txid).not.toBe('');

  // The user's Pi payments list it as completed, with its payment id.
  const payments = page.getByRole('listitem').filter({ hasText: '1 Pi → 20 QTT' });
  await expect(payments.getByText('Completed')).toBeVisible();
  const paymentText = (await payments.getByText(/^Payment /).textContent()) ?? '';
  const paymentId = paymentText.replace(/^Payment /, '').trim();
  expect(paymentId).not.toBe('');

  await page.goto('/wallet');
  await page.getByRole('tab', { name: 'Transactions' }).click();
  const row = page
    .getByRole('list', { name: 'Transaction list' })
    .getByRole('listitem')
    .filter({ hasText: paymentId });
  await expect(row).toContainText('20.00 QTT');
  await expect(row.getByRole('img', { name: 'Bought with Pi' })).toBeVisible();
});
