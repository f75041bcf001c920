import fs from 'node:fs';
import { betaMessages as m } from '@/domain/beta/beta-copy';
import { demoAdmin, signInViaApi } from './support/accounts';
import { accessibilityViolations } from './support/axe';
import { expect, test } from './fixtures';

const messages = [
  m.emailRequired,
  m.nameRequired,
  m.piUsernameRequired,
  m.interestsRequired,
  m.termsRequired,
];

test('a visitor fixes every validation error, signs up, and an admin finds and exports it', async ({
  page,
  baseURL,
}) => {
  const email = `beta-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const name = `Tester ${email.slice(5, 13)}`;
  await page.goto('/beta');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the QTN Beta');
  await expect(main.getByText(/Hall of Fame/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/beta-signup')) posts += 1;
  });
  const submit = main.getByRole('button', { name: m.submit });
  await submit.click();
  for (const message of messages)
    await expect(main.getByText(message, { exact: true })).toBeVisible();
  const emailBox = main.getByRole('textbox', { name: /^Email/ });
  await expect(emailBox).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Each error clears when its own field is edited; the others stay.
  await emailBox.fill(email);
  await expect(main.getByText(m.emailRequired, { exact: true })).toBeHidden();
  await expect(main.getByText(m.nameRequired, { exact: true })).toBeVisible();
  await main.getByRole('textbox', { name: /^Name/ }).fill(name);
  await expect(main.getByText(m.nameRequired, { exact: true })).toBeHidden();
  await main.getByRole('textbox', { name: /^Pi Network username/ }).fill('pi_tester');
  await expect(main.getByText(m.piUsernameRequired, { exact: true })).toBeHidden();
  await main.getByText('Proof of Watch Time').click();
  await expect(main.getByText(m.interestsRequired, { exact: true })).toBeHidden();
  await main.getByRole('radio', { name: 'Desktop' }).check();
  await main.getByRole('combobox', { name: 'How did you hear about us?' }).selectOption('friend');
  await expect(main.getByText(m.termsRequired, { exact: true })).toBeVisible();
  expect(posts).toBe(0);
  // The keyboard ticks the terms box, as a person without a mouse would.
  await main.getByRole('checkbox', { name: /I agree to the/ }).focus();
  await page.keyboard.press('Space');
  await expect(main.getByText(m.termsRequired, { exact: true })).toBeHidden();

  await submit.click();
  await expect(main.getByText(m.success, { exact: true })).toBeVisible();
  await expect(main.getByText(m.betaIdLabel, { exact: true })).toBeVisible();
  const betaId = (await main.getByText(/^QTN-BETA-[0-9A-Z]{12}$/).textContent()) ?? '';
  expect(betaId).toMatch(/^QTN-BETA-/);
  expect(posts).toBe(1);
  await expect(emailBox).toHaveValue('');
  await expect(main.getByRole('radio', { name: 'Mobile' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Proof of Watch Time' })).not.toBeChecked();
  await expect(main.getByRole('checkbox', { name: /I agree to the/ })).not.toBeChecked();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.context().clearCookies();
  await signInViaApi(page.request, baseURL, demoAdmin);
  await page.goto('/admin/beta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beta Signups');
  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await expect(adminNav.getByRole('link', { name: 'Beta Signups' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('searchbox', { name: 'Search by email or name' }).fill(email);
  await expect(page.getByText('1 signup', { exact: false })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(betaId);
  await expect(row).toContainText(name);
  expect(await accessibilityViolations(page)).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('beta-signups.csv');
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    'betaId,email,name,piUsername,deviceType,experience,interests,referralSource,createdAt',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${betaId},${email},${name},pi_tester,desktop,beginner,powt,friend,`);
});
