import { expect, test } from './fixtures';
import { accessibilityViolations, violations } from './support/axe';

/** The checker every accessibility test leans on finds what it must (e2e/support/axe.ts). */
test('the accessibility checker finds faint text, an image with no text in a frame of another origin, and checks only what it is told', async ({
  page,
}) => {
  await page.route('http://frame.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Frame</title><main><img></main></html>',
    }),
  );
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Checker</title></head><body><main>
      <h1>Checker</h1>
      <p style="color:#777;background:#888">Faint text</p>
      <section id="fine"><h2>Fine</h2><p>Plain text</p></section>
      <iframe title="Another origin" src="http://frame.test/"></iframe>
    </main></body></html>`,
  );
  await expect(page.frameLocator('iframe').locator('img')).toBeAttached();
  const found = await accessibilityViolations(page);
  expect(found.find((l) => l.startsWith('color-contrast'))).toBeTruthy();
  expect(found.find((l) => l.startsWith('image-alt'))).toContain('iframe');
  // A second check of the same page reuses the axe already in it.
  expect(await accessibilityViolations(page)).toEqual(found);
  expect(await violations(page, undefined, { include: '#fine' })).toEqual([]);
});
