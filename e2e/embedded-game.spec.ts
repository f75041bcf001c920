import type { Page } from '@playwright/test';
import { createUser, signInViaApi } from './support/accounts';
import { expect, test } from './fixtures';
import { openGame } from './support/games';

/** The timed-play calls the page makes. */
function recordPlayCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/(game-play-[a-z]+)/.exec(r.url());
    if (m?.[1]) calls.push(m[1]);
  });
  return calls;
}

/** Opens the game and starts it with a tap inside its sandboxed frame, as a person would. */
async function startGame(page: Page, id: string, title: string) {
  await openGame(page, `/games/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const canvas = page.frameLocator(`iframe[title="${title}"]`).locator('canvas');
  await expect(canvas).toBeVisible();
  await canvas.click();
}

test('a signed-in player plays an embedded game for 30 s and is paid what was verified', async ({
  page,
  baseURL,
}) => {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  const calls = recordPlayCalls(page);
  await startGame(page, 'space-shooter', 'Space Shooter');

  const counter = page.getByRole('status', { name: 'QTT earned' });
  const verified = page.getByRole('status', { name: 'Verified time' });
  await expect(counter).toHaveText('0 QTT');
  // Heartbeats every 10 s: the third verifies 30 s, floor(30 / 15) = 2 (on a slow machine a
  // heartbeat may come late, so the counter can first show 2 at 40 s).
  await expect(counter).toHaveText('2 QTT', { timeout: 50_000 });
  expect(calls.filter((c) => c === 'game-play-heartbeat').length).toBeGreaterThanOrEqual(3);
  // The counter is what the verified time pays: floor(seconds / 15).
  const shown = async () => {
    const [qtt, time] = await Promise.all([counter.textContent(), verified.textContent()]);
    const [m, s] = (time ?? '').split(':').map(Number);
    return { qtt: parseInt(qtt ?? '', 10), seconds: (m ?? 0) * 60 + (s ?? 0) };
  };
  await expect(async () => {
    const now = await shown();
    expect(now.seconds).toBeGreaterThanOrEqual(30);
    expect(now.qtt).toBe(Math.floor(now.seconds / 15));
  }).toPass({ timeout: 10_000 });
  const before = (await shown()).qtt;

  await page.getByRole('button', { name: 'Exit' }).click();
  // Exit verifies the last stretch too: what is paid is at least what the counter showed.
  const toast = page.getByText(/^You earned \d+ QTT!$/);
  await expect(toast).toBeVisible();
  const earned = parseInt((await toast.textContent())?.replace(/\D+/g, '') ?? '', 10);
  expect(earned).toBeGreaterThanOrEqual(before);
  expect(calls.at(-1)).toBe('game-play-finish');
  // The result card keeps what the server paid after the toast has gone, in view.
  const card = page.getByRole('region', { name: 'Game result' });
  await expect(card.getByRole('heading', { name: `You earned ${earned} QTT` })).toBeInViewport();
  await expect(card.getByRole('heading')).toBeFocused();

  await page.goto('/wallet');
  await page.getByRole('tab', { name: /Transactions/ }).click();
  await expect(page.getByText('Gameplay reward').first()).toBeVisible();
  const wallet = await (await page.request.get('/api/wallet')).json();
  expect(wallet.balance).toBe(String(earned));
});

test('an anonymous visitor plays an embedded game and earns nothing @mobile', async ({ page }) => {
  const calls = recordPlayCalls(page);
  await startGame(page, 'flappy-dragon', 'Flappy Dragon');
  await expect(page.getByText(/playing as a visitor: sign in to earn QTT/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to earn' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'QTT earned' })).toHaveCount(0);
  await page.waitForTimeout(11_000);
  // On a phone the panel is below the game: Exit is pressed scrolled down to it.
  await page.getByRole('button', { name: 'Exit' }).click();
  // What replaced the game is in view, not scrolled away above the screen, with the focus.
  const card = page.getByRole('region', { name: 'Game result' });
  const heading = card.getByRole('heading', { name: 'No QTT: you are not signed in' });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(card.getByText('You left Flappy Dragon.')).toBeInViewport();
  await expect(card.getByRole('button', { name: 'Play again' })).toBeInViewport();
  expect(calls).toEqual([]);
});
