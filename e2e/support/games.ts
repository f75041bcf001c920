import type { Page } from '@playwright/test';

/**
 * Opens a game's page as a person arriving there: the how-to-play modal greets them, and
 * they dismiss it with 'Got it!' before playing.
 */
export async function openGame(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Got it!' }).click({ timeout: 20_000 });
}
