import { createUser, signInViaApi } from './support/accounts';
import { expectFocusVisible, press, tabTo } from './support/keyboard';
import { expect, test } from './fixtures';

// Product rules, Accessibility: the product must work from the keyboard alone, not only sign-in.

test('watching a video to its reward with the keyboard only @mobile', async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  const video = 'Focus in 15 seconds'; // demo: hosted, 15 s, 2 QTT

  await page.goto('/content?filter=reward');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: new RegExp(video) }), { max: 80 });
  // Not press(): while the next page loads, focus is briefly nowhere.
  await page.keyboard.press('Enter');

  // The new page starts at its heading, not on a link of the page that was left.
  const heading = page.getByRole('heading', { level: 1, name: video });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  await expect(page).toHaveTitle(`${video} · QTN`);

  // The player sits above the heading: Shift+Tab reaches it; Space plays.
  await tabTo(page, page.getByLabel(`Video: ${video}`), { back: true });
  await press(page, 'Space');
  await expect(page.getByText('Watching...')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Progress: 100%')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('2 QTT has been added to your wallet!')).toBeVisible();
});

test('creating a vault with the keyboard only @mobile', async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  const grant = await page.request.post('/api/test/grant', {
    headers: { origin: baseURL ?? '' },
    data: { amount: 1000 },
  });
  expect(grant.ok(), await grant.text()).toBe(true);

  await page.goto('/wallet?tab=vault');
  const section = page.getByRole('region', { name: 'Vault staking' });
  await expect(section.getByText('Showing 0 of 0 vaults')).toBeVisible({ timeout: 20_000 });

  await tabTo(page, section.getByLabel('Amount (QTT)'), { max: 80 });
  await page.keyboard.type('100');
  // The duration presets are one radio group: arrows move the choice from 30 to 90 days.
  await tabTo(page, section.getByRole('radio', { name: /30 days/ }));
  await press(page, 'ArrowRight');
  await expect(section.getByRole('radio', { name: /90 days/ })).toBeChecked();
  await expect(section.getByText(/1\.5× · reward 50\.00 QTT/)).toBeVisible();

  await tabTo(page, section.getByRole('button', { name: 'Create Vault' }));
  await press(page, 'Enter');
  const done = section
    .getByRole('status')
    .filter({ hasText: 'Vault created! Locked 100.00 QTT for 90 days.' });
  await expect(done).toBeVisible({ timeout: 15_000 });
  // Focus lands on the result, so the next Tab continues from there.
  await expect(done).toBeFocused();
  await expectFocusVisible(page);
  await expect(section.getByText('Showing 1 of 1 vaults')).toBeVisible();
});
