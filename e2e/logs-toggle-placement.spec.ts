import type { Page } from '@playwright/test';
import { expect, test } from './support/sessions';

test.use({ visitor: 'user' });

/** Visible things in the page's main region that the visible 'Logs' toggle overlaps. */
async function contentUnderToggle(page: Page): Promise<string[]> {
  const toggle = page.getByRole('button', { name: /^Logs/ });
  await expect(toggle).toBeVisible();
  return toggle.evaluate((button) => {
    const t = button.getBoundingClientRect();
    const main = document.getElementById('main');
    if (!main) return ['no main'];
    // What scrolls under the sticky header is hidden by the header, toggle or not.
    const headerBottom =
      document.querySelector('header[data-scrolled]')?.getBoundingClientRect().bottom ?? 0;
    return [...main.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.childElementCount === 0 || el.matches('a, button, img, video, input'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const top = Math.max(r.top, headerBottom); // the part the header does not hide
        const overlaps =
          r.width > 0 && r.left < t.right && r.right > t.left && top < t.bottom && r.bottom > t.top;
        const visible = r.bottom > top && getComputedStyle(el).visibility !== 'hidden';
        return overlaps && visible;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  });
}

// Product rules, Accessibility: at 360 px the floating button covered the reward banner on /watch,
// the first amount of the Transactions tab and the YouTube chip on /content.
for (const path of ['/content', '/wallet?tab=transactions', '/wallet', '/home', '/games']) {
  test(`the Logs toggle covers nothing on ${path}, at the top and at the end @mobile`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await contentUnderToggle(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await contentUnderToggle(page)).toEqual([]);
  });
}

test('the Logs toggle covers nothing on a watch page @mobile', async ({ page, request }) => {
  const items = (await (await request.get('/api/content')).json()) as { items: { id: string }[] };
  await page.goto(`/watch/${items.items[0]?.id ?? 'none'}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await contentUnderToggle(page)).toEqual([]);
});
