import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';

/**
 * Every browser test fails if the page logs a console error or throws: a page that
 * "works" while erroring in the console is broken for someone.
 */
const demoPoster = fs.readFileSync(
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../src/web/public/media/demo/colour-bars-24s.jpg',
  ),
);

export const test = base.extend<{
  consoleErrors: string[];
  expectConsoleError: (p: RegExp) => void;
  youtubeStandIn: boolean;
}>({
  // The internet is out of reach here, as it is for a viewer on a dead network. YouTube's
  // hosts get local stand-ins: thumbnails a local image, and the player frame a page that
  // never answers, so the page's offline fallback is what the tests see (a test that plays
  // routes the frame to a stand-in player of its own, e2e/youtube-player.spec.ts).
  youtubeStandIn: [
    async ({ page }, use) => {
      await page.route(/^https:\/\/i\.ytimg\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'image/jpeg', body: demoPoster }),
      );
      await page.route(/^https:\/\/www\.youtube(-nocookie)?\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* offline */' }),
      );
      await use(true);
    },
    { auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies first
  expectConsoleError: async ({}, use, testInfo) => {
    const expected: RegExp[] = [];
    (testInfo as unknown as { expectedConsoleErrors: RegExp[] }).expectedConsoleErrors = expected;
    await use((pattern) => expected.push(pattern));
  },
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      // A test that provokes a refusal on purpose (a wrong password answers 401, which
      // Chromium logs as a failed resource) names it with expectConsoleError().
      const expected =
        (testInfo as unknown as { expectedConsoleErrors?: RegExp[] }).expectedConsoleErrors ?? [];
      const unexpected = errors.filter((e) => !expected.some((p) => p.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium's console line for a refused request with this status. */
export const failedResource = (status: number) =>
  new RegExp(`^Failed to load resource: the server responded with a status of ${status}\\b`);

export { expect };

export const isMobile = (width: number | undefined) => (width ?? 1280) < 768;

/**
 * Gives a test that waits on real time (a game round, a chain's confirmations) that many
 * seconds beyond the configured limit, so one limit (playwright.config.ts) governs the
 * rest: a fixed per-test limit fell below the default when the default rose, and failed a
 * five-request vault journey at 60 s on a busy CI machine.
 */
export function allowRealTime(seconds: number) {
  const info = test.info();
  info.setTimeout(info.timeout + seconds * 1000);
}
