import { expect, test } from './fixtures';

const sequence = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
];

test('↑ ↑ ↓ ↓ ← → ← → b a shows the credits with a sound for 5 s', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __tones: number };
    w.__tones = 0;
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.__tones++;
      return create.call(this);
    };
    // When the credits appear and leave, timed in the page: a busy test runner cannot stretch it.
    const t = window as unknown as { __creditsShownAt?: number; __creditsHiddenAt?: number };
    new MutationObserver(() => {
      const shown = document.querySelector('[role="dialog"][aria-label="QTN credits"]') !== null;
      if (shown && t.__creditsShownAt === undefined) t.__creditsShownAt = performance.now();
      if (!shown && t.__creditsShownAt !== undefined && t.__creditsHiddenAt === undefined) {
        t.__creditsHiddenAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const key of sequence) await page.keyboard.press(key);
  const overlay = page.getByRole('dialog', { name: 'QTN credits' });
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText('the QTN founders');
  await expect(overlay).toContainText(/ATTENTION\s=\sCURRENCY/);
  expect(
    await page.evaluate(() => (window as unknown as { __tones: number }).__tones),
  ).toBeGreaterThan(0);

  await expect(overlay).toBeHidden({ timeout: 15_000 });
  const { shownAt, hiddenAt } = await page.evaluate(() => {
    const t = window as unknown as { __creditsShownAt: number; __creditsHiddenAt: number };
    return { shownAt: t.__creditsShownAt, hiddenAt: t.__creditsHiddenAt };
  });
  // A timer never fires early; a loaded machine may fire it a little late.
  expect(hiddenAt - shownAt).toBeGreaterThanOrEqual(4900);
  expect(hiddenAt - shownAt).toBeLessThan(8000);
});

test('a wrong key in the middle does not trigger it; Escape closes it early', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const key of [...sequence.slice(0, 5), 'x', ...sequence.slice(5)]) {
    await page.keyboard.press(key);
  }
  const overlay = page.getByRole('dialog', { name: 'QTN credits' });
  await expect(overlay).toHaveCount(0);

  for (const key of sequence) await page.keyboard.press(key);
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
});
