import { expect, type Page } from '@playwright/test';

/**
 * Records, from now on, whether any element matching `selector` ever shows text matching
 * `text`, and returns a check that waits until it has. For states that last a moment (the
 * 0.8 s of 'Login successful!' before the modal closes, a mock's 1 s pending label): under
 * load an expectation's polls can fall either side of them (run 46 here; the browser tests
 * alone at load 14, twice), while a MutationObserver in the page sees every change. The
 * check still fails when the text never shows.
 */
export async function watchForText(page: Page, selector: string, text: RegExp) {
  const key = `__seen_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, selector, source, flags }) => {
      const w = window as unknown as Record<string, boolean>;
      const pattern = new RegExp(source, flags);
      const look = () => {
        if ([...document.querySelectorAll(selector)].some((e) => pattern.test(e.textContent ?? '')))
          w[key] = true;
      };
      w[key] = false;
      look();
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    },
    { key, selector, source: text.source, flags: text.flags },
  );
  return async (message = `${selector} never showed ${text}`) => {
    await expect
      .poll(() => page.evaluate((k) => (window as unknown as Record<string, boolean>)[k], key), {
        message,
      })
      .toBe(true);
  };
}
