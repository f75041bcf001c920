import { accessibilityViolations } from './support/axe';
import {
  createUser,
  expectFailedRequests,
  expectSignedInAs,
  submitLogin,
} from './support/accounts';
import { newestLinkTo } from './support/outbox';
import { startAttack } from './support/sign-in-attack';
import { expect, test } from './fixtures';

test('while a stranger guesses, the owner on a new device gets in through an emailed link @mobile', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const owner = await createUser(request, baseURL);
  const attack = startAttack(owner);
  try {
    await attack.throttled;

    // A fresh browser: no device cookie. The right password is refused like the guesses.
    await page.goto('/login');
    const main = page.getByRole('main');
    await submitLogin(main, owner.email, owner.password);
    await expect(main.getByRole('alert')).toHaveText(/^Too many attempts\. Try again in \d+ /);
    await expectFailedRequests(consoleErrors, 429);
    const offer = main.getByRole('button', { name: 'Email me a sign-in link' });
    await expect(offer).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await offer.click();
    await expect(main.getByRole('status')).toHaveText('Sign-in link sent! Check your email.');
    const link = await newestLinkTo(owner.email);
    expect(new URL(link).pathname).toBe('/sign-in-link');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-In Link');
    // The token leaves the address bar before anything is sent.
    await expect(page).toHaveURL(/\/sign-in-link$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expectSignedInAs(page, owner.displayName);
  } finally {
    const counts = await attack.stop();
    // The stranger was held back the whole time: 11 guesses at once, then one after 30 s
    // and one 60 s later (this test ends well within its 60 s timeout).
    expect(counts.refused).toBeGreaterThan(0);
    expect(counts.checked).toBeLessThanOrEqual(13);
  }
});
