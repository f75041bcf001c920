import type { Locator, Page } from '@playwright/test';
import { memoryMasterReward } from '@/domain/games/memory-master-rules';
import { createUser, signInViaApi } from './support/accounts';
import { allowRealTime, expect, test } from './fixtures';
import { openGame } from './support/games';

/**
 * Plays like a person who learns faces only by turning cards: a known pair at once,
 * otherwise an unseen card and then its partner if seen, else another unseen card.
 */
async function playByFlipping(page: Page) {
  const cards = page.getByRole('group', { name: 'Cards' }).getByRole('button');
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const card = (i: number): Locator => cards.nth(i);
  const open = async (i: number) => {
    await card(i).click();
    await expect(card(i)).toHaveAccessibleName(new RegExp(`^Card ${i + 1}, `));
    const name = (await card(i).getAttribute('aria-label')) ?? '';
    seen.set(i, name.split(', ')[1] ?? '');
  };
  const partnerOf = (i: number) =>
    [...seen].find(([j, f]) => j !== i && !matched.has(j) && f === seen.get(i))?.[0];
  const unseen = (not = -1) =>
    [...Array(24).keys()].find((i) => !seen.has(i) && !matched.has(i) && i !== not);
  while (matched.size < 24) {
    const first =
      [...seen.keys()].find((i) => !matched.has(i) && partnerOf(i) !== undefined) ?? unseen();
    if (first === undefined) throw new Error('no card left to turn');
    await open(first);
    const second = partnerOf(first) ?? unseen(first);
    if (second === undefined) throw new Error('no partner to turn');
    if (matched.size === 22) {
      // The last card ends the game: the board gives way to the results.
      await card(second).click();
      return;
    }
    await open(second);
    if (seen.get(first) === seen.get(second)) {
      matched.add(first).add(second);
    } else {
      // The pair flips back after a second; only then may the next card turn.
      await expect(card(second)).toHaveAccessibleName(`Card ${second + 1}`);
    }
  }
}

test.describe('Memory Master', () => {
  test.beforeEach(() => allowRealTime(60));

  test('a new user matches every pair by flipping cards and is paid @mobile', async ({
    page,
    baseURL,
  }) => {
    const user = await createUser(page.request, baseURL);
    await signInViaApi(page.request, baseURL, user);
    await openGame(page, '/games/memory-master');
    await page.getByRole('button', { name: 'Start game' }).click();
    await playByFlipping(page);
    await expect(page.getByRole('heading', { name: 'Game complete' })).toBeVisible();
    const earned = page.getByText(/^You earned [\d.]+ QTT!$/).first();
    await expect(earned).toBeVisible();
    const summary = (await page.getByText(/^Moves: \d+ · Time:/).textContent()) ?? '';
    const [, moves, seconds] = /Moves: (\d+) · Time: (\d+) s/.exec(summary) ?? [];
    const expected = memoryMasterReward(Number(moves), Number(seconds) * 1000);
    await expect(earned).toHaveText(`You earned ${expected} QTT!`);
    await page.goto('/wallet?tab=transactions');
    await expect(page.getByText('Game reward').first()).toBeVisible();
  });
});
