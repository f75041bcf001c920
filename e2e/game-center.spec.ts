import { seriousViolations } from './support/axe';
import { expect, failedResource, test } from './fixtures';

/** A visitor finds games in the Game Center, reads how to play, and finds their way back. */

test('a visitor searches and filters the Game Center, then reads how to play @mobile', async ({
  page,
}) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Center');
  const cards = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
  await expect(cards).toHaveCount(12);
  // The thumbnails are the app's own files, and they load.
  const thumbnail = cards.first().locator('img');
  await expect(thumbnail).toHaveAttribute('src', '/games/thumbnails/match-meme.svg');
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  // The games not built yet say so, and offer nothing to play.
  for (const title of ['Match the Meme', 'Trivia Time', 'Crypto Puzzle']) {
    const card = cards.filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Coming soon', { exact: true })).toBeVisible();
    await expect(card.getByRole('link')).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: /^Play Now / })).toHaveCount(9);

  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill('memory');
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'Arcade' }).click();
  await expect(page.getByRole('button', { name: 'Arcade' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('No games found')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(cards).toHaveCount(12);
  await expect(search).toHaveValue('');

  await page.getByRole('button', { name: 'Memory' }).click();
  await expect(cards).toHaveCount(1);
  await page.getByRole('link', { name: 'Play Now Memory Master' }).click();
  await expect(page).toHaveURL(/\/games\/memory-master$/);
  const modal = page.getByRole('dialog', { name: 'How to play' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Match all 12 pairs');
  await expect(page).toHaveTitle(/Memory Master/);
  expect(await seriousViolations(page)).toEqual([]);
  await modal.getByRole('button', { name: 'Got it!' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Memory Master');
  // Nothing spills sideways, down to 360 px wide.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'How to play' }).click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});

test('an unknown game says so, with a way back to the Game Center', async ({
  page,
  expectConsoleError,
}) => {
  expectConsoleError(failedResource(404));
  await page.goto('/games/no-such-game');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Not Found');
  await expect(page.getByText('The requested game could not be found.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Return to Game Center' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game Center');
});

test('a coming-soon game says so', async ({ page }) => {
  await page.goto('/games/trivia-time');
  await expect(page.getByText('This game is coming soon to QTN!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('/earn/games lists three games from the catalogue, each opening its page @mobile', async ({
  page,
}) => {
  await page.goto('/earn/games');
  const games = page.getByRole('list', { name: 'Games to try' }).getByRole('listitem');
  await expect(games).toHaveCount(3);
  await expect(games.first()).toContainText('2–10 QTT');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Play Speed Typing' }).click();
  await expect(page.getByRole('dialog', { name: 'How to play' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Speed Typing');
});
