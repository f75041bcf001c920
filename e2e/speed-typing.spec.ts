import { createUser, signInViaApi } from './support/accounts';
import { allowRealTime, expect, test } from './fixtures';
import { openGame } from './support/games';

test.describe('Speed Typing', () => {
  // The server's clock is real: a round lasts its whole 60 s before it can be paid.
  test.beforeEach(() => allowRealTime(60));

  test('a new user types the shown words and is paid what the formula gives', async ({
    page,
    baseURL,
  }) => {
    const user = await createUser(page.request, baseURL);
    await signInViaApi(page.request, baseURL, user);
    // Found from the Game Center, as a new user would.
    await page.goto('/games');
    await page.getByRole('searchbox', { name: 'Search games' }).fill('typing');
    await page.getByRole('link', { name: 'Play Now Speed Typing' }).click();
    await expect(page).toHaveURL(/\/games\/speed-typing$/);
    await page.getByRole('button', { name: 'Got it!' }).click();
    await page.getByRole('button', { name: 'Start typing' }).click();
    const input = page.getByLabel('Type the highlighted word, then press Space or Enter');
    await expect(input).toBeFocused();
    for (let i = 0; i < 10; i++) {
      const word = (await page.getByTestId('current-word').textContent()) ?? '';
      await input.pressSequentially(`${word} `, { delay: 70 + (i % 3) * 15 });
    }
    // 10 words at 100 %: base 2 + 0.5 for 10 words + 1 for ≥ 90 % accuracy.
    const results = page.getByRole('heading', { name: 'Round complete' });
    await expect(results).toBeVisible({ timeout: 75_000 });
    await expect(page.getByText('You earned 3.5 QTT!').first()).toBeVisible();
    const wallet = await (await page.request.get('/api/wallet')).json();
    expect(wallet.balance).toBe('3.5');
    await page.goto('/wallet?tab=transactions');
    await expect(page.getByText('Game reward').first()).toBeVisible();
  });

  test('a visitor plays a practice round that earns nothing @mobile', async ({ page }) => {
    await openGame(page, '/games/speed-typing');
    await expect(page.getByText(/practice round and earns nothing/)).toBeVisible();
    await page.getByRole('button', { name: 'Start typing' }).click();
    const word = (await page.getByTestId('current-word').textContent()) ?? '';
    await page.getByLabel(/Type the highlighted word/).pressSequentially(`${word} `);
    await page.getByRole('button', { name: 'Exit' }).click();
    await expect(page.getByText('You left Speed Typing.')).toBeVisible();
    await page.getByRole('button', { name: 'Play again' }).click();
    await expect(page.getByRole('button', { name: 'Start typing' })).toBeVisible();
  });
});
