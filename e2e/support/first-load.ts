import zlib from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/** One script a page fetched: its path, and its body's size raw and gzipped at level 9. */
export interface LoadedScript {
  url: string;
  raw: number;
  gzip: number;
}

const kb = 1024;

/**
 * The JavaScript a cold visit at 360 px may fetch, gzipped: the goals of the performance
 * work, and the budgets `npm test` holds the pages to today
 * (e2e/first-load-budget.spec.ts). A budget only comes down: when a change makes a page
 * lighter, lower its budget with it. bench/results/first-load.md says why the goals are
 * not met yet.
 */
export const firstLoad = {
  '/home': { goal: 100 * kb, budget: 109 * kb },
  '/wallet': { goal: 150 * kb, budget: 159 * kb },
} as const;

export type FirstLoadRoute = keyof typeof firstLoad;

/**
 * One cold visit in a fresh context (no cache) at the width of a phone: every script the
 * page fetched until the network was idle for 500 ms, then 1.5 s more for late lazy chunks
 * (analytics, the footer), each body gzipped at level 9 (the server answers brotli, a
 * little smaller). `ready` checks that the page shown is the one meant (not an error page).
 */
export async function coldVisit(
  browser: Browser,
  url: string,
  {
    storageState,
    ready,
  }: {
    storageState?: BrowserContextOptions['storageState'];
    ready?: (page: Page) => Promise<void>;
  } = {},
): Promise<LoadedScript[]> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedScript>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script') return;
      pending.push(
        r.body().then((b) => ({
          url: new URL(r.url()).pathname,
          raw: b.length,
          gzip: zlib.gzipSync(b, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    await ready?.(page);
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

export const totalGzip = (scripts: readonly LoadedScript[]) =>
  scripts.reduce((sum, s) => sum + s.gzip, 0);
