import { expect, test } from './fixtures';
import { asPioneer, piBrowserUserAgent, piFlowTimeout } from './support/pi';

test.describe('in the Pi Browser', () => {
  test.use({ userAgent: piBrowserUserAgent });

  test('logs in with Pi, pays 0.001 Pi, pings and checks the current token', async ({ page }) => {
    test.slow();
    const username = await asPioneer(page);
    await page.goto('/test-payment');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Pi Payment');
    const env = page.getByRole('heading', { name: 'Environment' }).locator('..');
    await expect(env).toContainText('Pi Browser detectedYes');
    await expect(env).toContainText('Pi SDK loadedYes');
    await expect(env).toContainText('Pi Testnet');

    // Before any login the payment is refused with the product's words (product rules R10).
    await page.getByRole('button', { name: 'Pay 0.001 Pi (Test)' }).click();
    await expect(page.getByRole('alert')).toHaveText('Cannot make payment: authentication failed.');

    await page.getByRole('button', { name: 'Login with Pi' }).click();
    await expect(page.getByText(`Logged in as ${username}.`)).toBeVisible(piFlowTimeout);
    await expect(env).toContainText(`Signed in with Pi${username}`);

    await page.getByRole('button', { name: 'Pay 0.001 Pi (Test)' }).click();
    await expect(page.getByText(/Payment completed\. Transaction ID: \S+/)).toBeVisible(
      piFlowTimeout,
    );

    await page.getByRole('button', { name: 'Ping server' }).click();
    await expect(page.getByRole('status', { name: 'Ping result' })).toContainText('"ok": true');
    await page.getByRole('button', { name: 'Check token' }).click();
    const check = page.getByRole('status', { name: 'Token check result' });
    await expect(check).toContainText('"valid": true');
    await expect(check).toContainText(`"username": "${username}"`);

    // Retry Login signs in again with a fresh token.
    await page.getByRole('button', { name: 'Retry Login' }).click();
    await expect(page.getByText(`Logged in as ${username}.`)).toBeVisible(piFlowTimeout);
  });
});

test('outside the Pi Browser the page says it needs the Pi Browser', async ({ page }) => {
  await page.goto('/test-payment');
  const actions = page.getByRole('heading', { name: 'Login and payment' }).locator('..');
  await expect(page.getByText('You must use the Pi Browser to log in with Pi.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Environment' }).locator('..')).toContainText(
    'Pi Browser detectedNo',
  );
  await actions.getByRole('button', { name: 'Login with Pi' }).click();
  await expect(actions.getByRole('alert')).toHaveText(
    'You must use the Pi Browser to log in with Pi.',
  );
  await actions.getByRole('button', { name: 'Pay 0.001 Pi (Test)' }).click();
  await expect(actions.getByRole('alert').last()).toHaveText('Payment API not available.');
});
