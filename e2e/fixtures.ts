import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails if the page logs a console error or throws: a page that
 * "works" while erroring in the console is broken for someone.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const isMobile = (width: number | undefined) => (width ?? 1280) < 768;
