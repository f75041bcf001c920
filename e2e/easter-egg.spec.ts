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

  await page.waitForTimeout(3500);
  await expect(overlay).toBeVisible();
  await expect(overlay).toBeHidden({ timeout: 3000 });
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
