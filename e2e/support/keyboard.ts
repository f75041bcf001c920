import { expect, type Locator, type Page } from '@playwright/test';

/** What has focus now, for messages: its tag, role, and accessible text. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the body';
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.slice(0, 40);
    return `<${el.tagName.toLowerCase()}> ${el.getAttribute('role') ?? ''} "${name ?? ''}"`;
  });

/**
 * A keyboard user can see where they are: some element other than the body has focus,
 * and it takes up space on the screen.
 */
export async function expectFocusVisible(page: Page) {
  const state = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return 'the body';
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 ? 'visible' : 'a zero-size element';
  });
  expect(state, `focus is on ${await describeFocus(page)}`).toBe('visible');
}

/** Presses `key`, then insists focus is still visible. */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at each step that focus
 * is visible; fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    await press(page, back ? 'Shift+Tab' : 'Tab');
    const focused =
      (await target.count()) > 0 &&
      (await target.first().evaluate((el) => el === document.activeElement));
    if (focused) return;
  }
  throw new Error(`${String(target)} never took focus in ${max} presses of Tab`);
}
