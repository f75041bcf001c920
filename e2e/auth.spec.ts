import {
  authDialog,
  createUser,
  expectSignedInAs,
  expectSignedOut,
  headerAuthArea,
  openAuthModal,
  submitLogin,
  uniqueUser,
  watchForLoginSuccess,
} from './support/accounts';
import { expect, test } from './fixtures';
import { violations } from './support/axe';

test('sign up, log in, stay signed in across a reload, and sign out for good @mobile', async ({
  page,
  request,
}) => {
  const user = uniqueUser();
  await page.goto('/home');
  const dialog = await openAuthModal(page);

  await dialog.getByRole('tab', { name: 'Sign Up' }).click();
  await dialog.getByLabel('Display name').fill(user.displayName);
  await dialog.getByLabel('Email').fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByLabel('Confirm password').fill(user.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Account created! You can now log in.');
  await expect(dialog.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByLabel('Email or username')).toHaveValue('');
  // The message stays in view on the Login tab it led to.
  await expect(dialog.getByRole('status')).toHaveText('Account created! You can now log in.');

  const loginShown = await watchForLoginSuccess(page);
  await submitLogin(dialog, user.email, user.password);
  await loginShown();
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, user.displayName);

  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('session_token'));
  expect(cookie, 'a session cookie').toBeDefined();
  const sessionWith = async () =>
    (
      await request.get('/api/auth/get-session', {
        headers: { cookie: `${cookie?.name}=${cookie?.value}` },
      })
    ).json() as Promise<{ user: { email: string } } | null>;
  expect((await sessionWith())?.user.email).toBe(user.email);

  await page.reload();
  await expectSignedInAs(page, user.displayName);

  await (await headerAuthArea(page)).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectSignedOut(page);
  expect(await sessionWith(), 'the old cookie after sign-out').toBeNull();
  await page.reload();
  await expectSignedOut(page);
});

test('log in by display name, in any case', async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL);
  await page.goto('/about');
  const dialog = await openAuthModal(page);
  const loginShown = await watchForLoginSuccess(page);
  await submitLogin(dialog, user.displayName.toUpperCase(), user.password);
  await loginShown();
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, user.displayName);
});

test('the /login page logs in and goes to ?next=', async ({ page, request, baseURL }) => {
  const user = await createUser(request, baseURL);
  await page.goto('/login?next=%2Fwallet%2Freceive');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  await submitLogin(main, user.displayName, user.password);
  await expect(page).toHaveURL(/\/wallet\/receive$/);
  await expectSignedInAs(page, user.displayName);
});

test('the demo account can log in', async ({ page }) => {
  await page.goto('/home');
  const dialog = await openAuthModal(page);
  await submitLogin(dialog, 'demo@qtn.local', 'qtn-demo-1337');
  await expect(dialog).toBeHidden();
  await expectSignedInAs(page, 'Demo');
});

test('the modal is a real dialog: Escape closes it and focus goes back @mobile', async ({
  page,
}) => {
  await page.goto('/features');
  const dialog = await openAuthModal(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByLabel('Email or username')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(authDialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in / Sign up' })).toBeFocused();
});

test('the games side bar offers to log in through the modal @mobile', async ({ page }) => {
  await page.goto('/games');
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('link', { name: 'Log in' })
    .click();
  await expect(authDialog(page)).toBeVisible();
  await expect(page).toHaveURL(/\/games$/);
});

test('every tab of the auth modal passes the accessibility checks @mobile', async ({ page }) => {
  await page.goto('/home');
  const dialog = await openAuthModal(page);
  for (const tab of ['Login', 'Sign Up', 'Forgot Password']) {
    await dialog.getByRole('tab', { name: tab }).click();
    expect(await violations(page, undefined, { include: '[role="dialog"]' }), tab).toEqual([]);
  }
});
