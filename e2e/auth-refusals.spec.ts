import type { Page } from '@playwright/test';
import {
  createUser,
  expectFailedRequests,
  expectSignedOut,
  openAuthModal,
  submitLogin,
  uniqueUser,
} from './support/accounts';
import { expect, test } from './fixtures';

test('a wrong password is refused', async ({ page, request, baseURL, consoleErrors }) => {
  const user = await createUser(request, baseURL);
  await page.goto('/home');
  const dialog = await openAuthModal(page);
  await submitLogin(dialog, user.email, 'not-the-password');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email/username or password.');
  await expectFailedRequests(consoleErrors, 401);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectSignedOut(page);
});

test.describe('sign-up is refused', () => {
  async function signUp(page: Page, fields: Record<string, string>) {
    await page.goto('/home');
    const dialog = await openAuthModal(page);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    for (const [label, value] of Object.entries(fields)) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    return dialog;
  }
  const form = (u = uniqueUser(), confirm = u.password, password = u.password) => ({
    'Display name': u.displayName,
    Email: u.email,
    Password: password,
    'Confirm password': confirm,
  });

  test('for an email that is already registered', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const taken = await createUser(request, baseURL);
    const dialog = await signUp(page, { ...form(), Email: taken.email });
    await expect(dialog.getByRole('alert')).toHaveText('Email already registered. Please log in.');
    await expectFailedRequests(consoleErrors, 422);
  });

  test('for a short password', async ({ page }) => {
    const dialog = await signUp(page, form(uniqueUser(), 'short', 'short'));
    await expect(dialog.getByRole('alert')).toHaveText('Password does not meet requirements.');
  });

  test('when the passwords differ', async ({ page }) => {
    const dialog = await signUp(page, form(uniqueUser(), 'something-else-1'));
    await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
