import type { Page } from '@playwright/test';
import { createUser, signInViaApi } from './support/accounts';
import { allowRealTime, expect, test } from './fixtures';

const frameTitle = 'SUV Traffic Racer game';

/**
 * Opens the short track (`?track=short`: 24 s of road at top speed; the server still wants
 * 20 s): the game waits behind its title card with the controls hint until a key starts it.
 */
async function openRace(page: Page) {
  await page.goto('/games/car-racer?track=short');
  await expect(page.getByRole('heading', { level: 1, name: 'SUV Traffic Racer' })).toBeVisible();
  await expect(page.getByText('5 QTT', { exact: true })).toBeVisible();
  await expect(page.getByText(/press any key to start\. Steer with ← →/)).toBeVisible();
  await expect(page.frameLocator(`iframe[title="${frameTitle}"]`).locator('canvas')).toBeVisible();
  // It does not start by itself.
  await page.waitForTimeout(1500);
  await expect(page.getByText('Ready', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Race time' })).toHaveText('0:00');
}

/** Starts the race with a key, as the hint says, then steers now and then until it ends. */
async function driveToFinish(page: Page) {
  // The frame takes the focus when it loads; a key pressed now reaches the game.
  await expect(page.locator(`iframe[title="${frameTitle}"]`)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByText('Game Active', { exact: true })).toBeVisible();
  const keys = ['ArrowLeft', 'ArrowRight', 'ArrowRight', 'ArrowLeft'];
  const complete = page.getByText('Complete', { exact: true });
  for (let i = 0; i < 60 && !(await complete.isVisible()); i++) {
    await page.keyboard.press(keys[i % keys.length] ?? 'ArrowLeft');
    await page.waitForTimeout(1500);
  }
  await expect(complete).toBeVisible();
}

const result = (page: Page) => page.getByRole('region', { name: 'Game result' });

test('a signed-in driver finishes a race and is paid 5 QTT', async ({ page, baseURL }) => {
  allowRealTime(60);
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  await openRace(page);
  await expect(page.getByRole('button', { name: 'Sign in to earn' })).toHaveCount(0);
  await driveToFinish(page);
  await expect(result(page).getByRole('heading', { name: 'You earned 5 QTT' })).toBeInViewport();

  await page.getByRole('link', { name: 'Game Center' }).click();
  await expect(page).toHaveURL(/\/games$/);
  await page.goto('/wallet');
  await page.getByRole('tab', { name: /Transactions/ }).click();
  await expect(page.getByText('Game reward').first()).toBeVisible();
  const wallet = await (await page.request.get('/api/wallet')).json();
  expect(wallet.balance).toBe('5');
});

test('the car racer is readable and playable at the width of a phone; a visitor earns nothing @mobile', async ({
  page,
}) => {
  allowRealTime(60);
  const calls: string[] = [];
  page.on('request', (r) => r.url().includes('/api/car-race') && calls.push(r.url()));
  await openRace(page);
  // A visitor is told that signing in is needed to earn, and may still race.
  await expect(page.getByText(/Visitors race for fun: sign in to earn 5 QTT/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to earn' })).toBeVisible();

  const width = page.viewportSize()?.width ?? 1280;
  const frame = await page.locator(`iframe[title="${frameTitle}"]`).boundingBox();
  if (!frame) throw new Error('The game frame has no box.');
  if (width < 640) {
    // The frame takes the page's width (less its 16 px margins) and is taller than wide:
    // the game fills it at 360 game units across, so its 16-unit text is about 15 px.
    expect(frame.width).toBeGreaterThanOrEqual(width - 32);
    expect(frame.height).toBeGreaterThan(frame.width);
    // The whole frame is on the first screen.
    expect(frame.y + frame.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
  } else {
    expect(frame.width).toBeGreaterThanOrEqual(640);
  }
  // The game's smallest text (16 units: the hint, the progress, the speed) is 14 px or more.
  const canvas = page.frameLocator(`iframe[title="${frameTitle}"]`).locator('canvas');
  await expect
    .poll(async () => 16 * Number(await canvas.getAttribute('data-unit-px')))
    .toBeGreaterThanOrEqual(14);

  await driveToFinish(page);
  await expect(
    result(page).getByRole('heading', { name: 'No QTT: you are not signed in' }),
  ).toBeInViewport();
  await expect(result(page).getByRole('button', { name: 'Sign in to earn' })).toBeVisible();
  // A production build has no Simulate Finish.
  await expect(page.getByRole('button', { name: /Simulate Finish/ })).toHaveCount(0);
  expect(calls).toEqual([]);
  // Nothing spills sideways.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});

test('a tap on the road starts the race on a touch screen @mobile', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) >= 640, 'the touch journey is the phone one');
  await openRace(page);
  await page.locator(`iframe[title="${frameTitle}"]`).tap();
  await expect(page.getByText('Game Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Race time' })).not.toHaveText('0:00');
});
