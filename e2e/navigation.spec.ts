import { displayNameLength } from '../src/domain/auth/display-name';
import { createUser, isNarrow, signInViaApi, uniqueUser } from './support/accounts';
import { expect, test } from './fixtures';

const navLabels = [
  'About Us',
  'Features',
  'Watch & Earn',
  'Games',
  'Join Beta',
  'QTT Wallet',
  'Privacy',
  'Terms',
];

test('the header links reach every page (menu on narrow screens) @mobile', async ({ page }) => {
  await page.goto('/home');
  const narrow = (page.viewportSize()?.width ?? 1280) < 1280;
  const nav = page.getByRole('navigation', { name: narrow ? 'Mobile' : 'Main' });
  for (const label of navLabels) {
    if (narrow) await page.getByRole('button', { name: 'Open menu' }).click();
    const link = nav.getByRole('link', { name: label, exact: true });
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    // Wait for the new page itself: until a lazy page has loaded, the old one (and its h1)
    // stays, and a menu opened meanwhile closes when the navigation lands.
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (narrow) await expect(nav).toBeHidden();
    if (label === 'Games') {
      // The games area swaps the header for its side bar; come back through it.
      await page
        .getByRole('navigation', { name: 'Games' })
        .getByRole('link', { name: 'Home' })
        .click();
    }
  }
  await expect(page).toHaveURL(/\/terms$/);
});

test('signed out, the header offers to log in and shows no Security link @mobile', async ({
  page,
}) => {
  await page.goto('/about');
  const narrow = (page.viewportSize()?.width ?? 1280) < 1280;
  if (narrow) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: /log in/i }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Security' })).toHaveCount(0);
});

test('the header takes its scrolled style after 50 px @mobile', async ({ page }) => {
  await page.goto('/privacy');
  // The page (and the footer below it) load beside the layout: scroll once they are there.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.locator('header[data-scrolled]');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 400);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('under /games the header becomes the games bar: a side bar, or a row on a phone @mobile', async ({
  page,
}) => {
  await page.goto('/games');
  const bar = page.getByRole('navigation', { name: 'Games' });
  await expect(bar).toBeVisible();
  await expect(page.locator('header[data-scrolled]')).toHaveCount(0);
  for (const name of ['Home', 'Games', 'Content', 'Wallet', 'Log in']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const box = await page.getByRole('complementary', { name: 'Games navigation' }).boundingBox();
  const width = page.viewportSize()?.width ?? 1280;
  // On a phone a row above the page, never a column taking a fifth of the width.
  if (width < 640) expect(box?.width).toBe(width);
  else expect(box?.width).toBeLessThanOrEqual(80);
  await bar.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.locator('header[data-scrolled]')).toBeVisible();
});

test('the games bar has one wallet link for a signed-in player @mobile', async ({
  page,
  baseURL,
}) => {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  await page.goto('/games');
  const bar = page.getByRole('navigation', { name: 'Games' });
  await expect(bar.getByRole('link', { name: 'Games', exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(bar.locator('a[href="/wallet"]')).toHaveCount(1);
  // The wallet link shows the balance once it is known (the bar is the header under /games).
  await expect(bar.getByRole('link', { name: 'Wallet: 0.00 QTT' })).toHaveText('0.00');
  await expect(bar.getByRole('link')).toHaveText(['Home', 'Games', 'Content', '0.00']);
});

test('a six-figure balance and the longest name fit the header without a sideways scroll @mobile', async ({
  page,
  baseURL,
}) => {
  const user = uniqueUser();
  const displayName = user.displayName.padEnd(displayNameLength.max, 'x');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL ?? '' },
    data: { ...user, name: displayName, username: displayName, displayUsername: displayName },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  await signInViaApi(page.request, baseURL, user);
  for (let i = 0; i < 2; i++) {
    const grant = await page.request.post('/api/test/grant', {
      headers: { origin: baseURL ?? '' },
      data: { amount: 100_000 },
    });
    expect(grant.ok(), await grant.text()).toBe(true);
  }
  await page.goto('/wallet');
  await expect(page.getByRole('link', { name: 'Wallet: 200,000.00 QTT' })).toBeVisible();
  if (!isNarrow(page)) await expect(page.getByText(`Hello, ${displayName}`)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a keyboard user can skip to the content @mobile', async ({ page }) => {
  await page.goto('/features');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test.describe('in the Pi Browser', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 PiBrowser/2.1' });

  test('a banner links to the Pi payment test page @mobile', async ({ page }) => {
    await page.goto('/home');
    const banner = page.getByRole('region', { name: 'Pi Browser' });
    await expect(banner).toBeVisible();
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/test-payment$/);
  });
});

test('other browsers see no Pi banner @mobile', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('region', { name: 'Pi Browser' })).toHaveCount(0);
});

// Product rules, Accessibility: a move to another page puts focus on its heading. A link
// that stays on screen (the footer's, the header's) keeps focus unless the page takes it, and
// the page it leads to may not have loaded yet (each page is its own lazily loaded module).
test('following a link focuses the new page heading, a lazily loaded page too @mobile', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const [label, heading] of [
    ['Privacy', /Privacy/],
    ['Watch & Earn', /Browse Videos/],
    ['Terms', /Terms/],
  ] as const) {
    const link = footer.getByRole('link', { name: label, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeVisible();
    await expect(h1).toBeFocused();
  }
});
