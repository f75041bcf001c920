import { createUser, authDialog, isNarrow } from './support/accounts';
import { expectFocusVisible, press, tabTo } from './support/keyboard';
import { expect, test } from './fixtures';

test('signing in with the keyboard only, through the header and the auth modal @mobile', async ({
  page,
  request,
  baseURL,
}) => {
  const user = await createUser(request, baseURL);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

  if (isNarrow(page)) {
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await press(page, 'Enter');
  }
  const opener = page.getByRole('button', { name: 'Log in / Sign up' });
  await tabTo(page, opener);
  await press(page, 'Enter');
  const dialog = authDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email or username')).toBeFocused();

  // Tab and Shift+Tab cycle inside the dialog.
  for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
    await press(page, key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusVisible(page);

  await press(page, 'Enter');
  await expect(dialog.getByLabel('Email or username')).toBeFocused();
  await page.keyboard.type(user.email);
  await tabTo(page, dialog.getByLabel('Password', { exact: true }));
  await page.keyboard.type(user.password);
  await press(page, 'Enter');
  await expect(dialog).toBeHidden();
  // Signing in replaced the Log in button (and on narrow screens closed the menu it was in):
  // focus goes to what stands there now, never back to the page's body.
  const greeting = page.getByRole('link', { name: `Hello, ${user.displayName}` });
  if (isNarrow(page)) {
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await press(page, 'Enter');
    await expect(greeting).toBeVisible();
  } else {
    await expect(greeting).toBeFocused();
  }
  await expectFocusVisible(page);
});
