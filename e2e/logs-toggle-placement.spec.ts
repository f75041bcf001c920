import type { Page } from '@playwright/test';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/sessions';

test.use({ visitor: 'user' });

const toggleOf = (page: Page) => page.getByRole('button', { name: /^Logs/ });

/**
 * Visible things the Logs toggle overlaps: in the page's main region and footer (`fixedOnly`:
 * only those that do not scroll, which a person could never move out from under it).
 */
async function underToggle(page: Page, { fixedOnly = false } = {}): Promise<string[]> {
  const toggle = toggleOf(page);
  await expect(toggle).toBeVisible();
  return toggle.evaluate((button, fixedOnly) => {
    const t = button.getBoundingClientRect();
    // What scrolls under the sticky header is hidden by the header, toggle or not.
    const headerBottom =
      document.querySelector('header[data-scrolled]')?.getBoundingClientRect().bottom ?? 0;
    const pinned = (el: Element) => {
      for (let n: Element | null = el; n; n = n.parentElement) {
        if (['fixed', 'sticky'].includes(getComputedStyle(n).position)) return true;
      }
      return false;
    };
    return [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el !== button && !button.contains(el) && !el.contains(button))
      .filter((el) => el.childElementCount === 0 || el.matches('a, button, img, video, input'))
      .filter((el) => !fixedOnly || pinned(el))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        const top = Math.max(r.top, pinned(el) ? 0 : headerBottom);
        const overlaps =
          r.width > 0 && r.left < t.right && r.right > t.left && top < t.bottom && r.bottom > t.top;
        const style = getComputedStyle(el);
        const visible = r.bottom > top && style.visibility !== 'hidden' && style.opacity !== '0';
        return overlaps && visible;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
  }, fixedOnly);
}

test('the Logs toggle floats at the bottom right, small, and the keyboard reaches it @mobile', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = toggleOf(page);
  const box = await toggle.boundingBox();
  const view = page.viewportSize() ?? { width: 1280, height: 800 };
  expect(box).not.toBeNull();
  if (!box) return;
  expect(view.width - (box.x + box.width)).toBeLessThanOrEqual(24);
  expect(view.height - (box.y + box.height)).toBeLessThanOrEqual(24);
  expect(box.width * box.height).toBeLessThanOrEqual(view.width < 640 ? 44 * 44 : 100 * 40);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Logs/ })).toHaveCount(0);
  await tabTo(page, toggle, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Live Console' })).toBeVisible();
});

// Product rules, Accessibility: nothing floating covers content. The toggle floats like any
// floating button: what scrolls under it scrolls out again, so what must hold is that it never
// covers anything pinned (a banner, a toast, the sticky header) and that the end of every page,
// where nothing can scroll further, stays clear (the footer keeps room for it). At 360 px the
// earlier button covered the reward banner on /watch, a Transactions amount and a YouTube chip.
for (const path of ['/content', '/wallet?tab=transactions', '/wallet?tab=vault', '/home']) {
  test(`the Logs toggle covers nothing pinned on ${path}, nor the end of the page @mobile`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await underToggle(page, { fixedOnly: true })).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeInViewport();
    expect(await underToggle(page)).toEqual([]);
  });
}

test('the Logs toggle covers nothing pinned on a watch page @mobile', async ({ page, request }) => {
  const items = (await (await request.get('/api/content')).json()) as { items: { id: string }[] };
  await page.goto(`/watch/${items.items[0]?.id ?? 'none'}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await underToggle(page, { fixedOnly: true })).toEqual([]);
  // The related items load after the player and lengthen the page: a scroll made before they
  // came ended above the new end, with a card under the toggle. Scrolled to the end again
  // until the footer shows, the end must be clear.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.getByRole('contentinfo').evaluate((f) => {
        const r = f.getBoundingClientRect();
        return r.top < innerHeight && r.bottom > 0;
      });
    })
    .toBe(true);
  expect(await underToggle(page)).toEqual([]);
});
