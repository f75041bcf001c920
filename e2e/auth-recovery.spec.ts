import {
  createUser,
  expectFailedRequests,
  expectSignedInAs,
  expectSignedOut,
  headerAuthArea,
  openAuthModal,
  submitLogin,
  watchForLoginSuccess,
} from './support/accounts';
import { newestLinkTo } from './support/outbox';
import { totp, wrongTotp } from './support/totp';
import { expect, test } from './fixtures';

/** Submits closer together than this are ignored by the forms. */
const debounceMs = 1300;

test('forgot password: the emailed link sets a new password; only the new one works', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const user = await createUser(request, baseURL);
  await page.goto('/home');
  const dialog = await openAuthModal(page);
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByRole('button', { name: 'Send Reset Email' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Password reset email sent!');

  const link = await newestLinkTo(user.email);
  expect(new URL(link).pathname).toBe('/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
  const fresh = `${user.password}-new`;
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password').fill(fresh);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been updated. Please log in.',
  );

  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const main = page.getByRole('main');
  await submitLogin(main, user.email, user.password);
  await expect(main.getByRole('alert')).toHaveText('Invalid email/username or password.');
  await expectFailedRequests(consoleErrors, 401);

  await page.waitForTimeout(debounceMs);
  await main.getByLabel('Password', { exact: true }).fill(fresh);
  await main.getByRole('button', { name: 'Log In' }).click();
  // 'Login successful!' shows for only 0.8 s (auth.spec.ts checks it); here the outcome counts.
  await expect(page).toHaveURL(/\/wallet$/);
  await expectSignedInAs(page, user.displayName);

  // The link is spent.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(`${fresh}-again`);
  await page.getByLabel('Confirm new password').fill(`${fresh}-again`);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This reset link is invalid or has expired. Please request a new one.',
  );
  await expectFailedRequests(consoleErrors, 400);
});

test('with two-factor on, the login form asks for a code or a recovery code', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const user = await createUser(request, baseURL);
  const post = (path: string, data: object) =>
    request.post(`/api/auth${path}`, { data, headers: { origin: baseURL ?? '' } });
  expect((await post('/sign-in/email', { email: user.email, password: user.password })).ok()).toBe(
    true,
  );
  const enabled = (await (
    await post('/two-factor/enable', { password: user.password })
  ).json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(enabled.totpURI).searchParams.get('secret') ?? '';
  expect((await post('/two-factor/verify-totp', { code: totp(secret) })).ok()).toBe(true);

  await page.goto('/home');
  let dialog = await openAuthModal(page);
  await submitLogin(dialog, user.email, user.password);
  const code = dialog.getByLabel('Enter the 6-digit code from your authenticator app');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const cookies = await page.context().cookies();
  expect(
    cookies.some((c) => c.name.endsWith('session_token')),
    'signed in too early',
  ).toBe(false);

  await code.fill(wrongTotp(secret));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That code is not valid. Please try again.');
  await expectFailedRequests(consoleErrors, 401);
  await page.waitForTimeout(debounceMs);
  // The code that turned two-factor on is spent (each code works once): use the next one.
  await code.fill(totp(secret, Date.now() + 30_000));
  const loginShown = await watchForLoginSuccess(page);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await loginShown();
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, user.displayName);

  await (await headerAuthArea(page)).getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);
  dialog = await openAuthModal(page);
  await submitLogin(dialog, user.displayName, user.password);
  await dialog.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await dialog.getByLabel('Enter a recovery code').fill(enabled.backupCodes[0] ?? '');
  await page.waitForTimeout(debounceMs);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, user.displayName);
});
