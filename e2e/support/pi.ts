import type { Page } from '@playwright/test';

/** A Pi Browser's user agent: the web app shows its Pi pages and banner to it. */
export const piBrowserUserAgent =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 PiBrowser/1.9.0';

/**
 * A pioneer no other test uses. The stand-in SDK (dev/pi-sdk-stand-in.js) signs in the
 * pioneer named by localStorage['pi-stand-in-username'].
 */
export async function asPioneer(page: Page) {
  const username = `pioneer_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.addInitScript((name) => localStorage.setItem('pi-stand-in-username', name), username);
  return username;
}

/** The wrapper waits 2 s before authenticating; the stand-in's callbacks recur every 3 s. */
export const piFlowTimeout = { timeout: 45_000 };
