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

/**
 * Scrolled to the end of the page, the toggle covers nothing. What a page loads after its
 * heading (the related items of a watch page, the lazily loaded transactions list) lengthens
 * it after a scroll, leaving the view above the new end with a row under the toggle; and
 * `networkidle` is no guard, since it fires once, and on a busy machine can fire in the pause
 * before such a request starts (CI on the CI machine, load average 17). So the page is
 * scrolled to its end again until the footer shows and nothing is covered; a page whose end
 * stays covered still fails when the poll runs out.
 */
async function expectEndClear(page: Page) {
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerShown = await page.getByRole('contentinfo').evaluate((f) => {
        const r = f.getBoundingClientRect();
        return r.top < innerHeight && r.bottom > 0;
      });
      return footerShown ? underToggle(page) : ['(the footer is not in view)'];
    })
    .toEqual([]);
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
    await expectEndClear(page);
  });
}

test('the Logs toggle covers nothing pinned on a watch page @mobile', async ({ page, request }) => {
  const items = (await (await request.get('/api/content')).json()) as { items: { id: string }[] };
  await page.goto(`/watch/${items.items[0]?.id ?? 'none'}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await underToggle(page, { fixedOnly: true })).toEqual([]);
  await expectEndClear(page);
});
