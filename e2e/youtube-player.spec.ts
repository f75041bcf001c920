import { accessibilityViolations } from './support/axe';
import { expect, test } from './fixtures';

/**
 * A stand-in for YouTube's embedded player (no internet here): it speaks the player's
 * postMessage protocol, as youtube-nocookie.com/embed does with enablejsapi=1, and plays a
 * 6-second video in 0.5 s steps once the page asks it to play.
 */
const playerPage = `<!doctype html><meta charset="utf-8"><title>player</title>
<body style="margin:0;background:#000">
<script>
  let parent = null, origin = '', id = '', t = 0, timer = null;
  const say = (event, info) =>
    parent.postMessage(JSON.stringify({ event, info, id, channel: 'widget' }), origin);
  addEventListener('message', (e) => {
    let m;
    try { m = JSON.parse(e.data); } catch { return; }
    if (m.event === 'listening' && !parent) {
      parent = e.source; origin = e.origin; id = m.id;
      say('initialDelivery', { duration: 6, playerState: -1, currentTime: 0 });
      say('onReady', null);
    }
    if (m.event === 'command' && m.func === 'playVideo' && parent && !timer) {
      say('onStateChange', 1);
      timer = setInterval(() => {
        t = Math.min(6, t + 0.5);
        say('infoDelivery', { currentTime: t, duration: 6 });
        if (t >= 6) { clearInterval(timer); say('onStateChange', 0); }
      }, 100);
    }
  });
</script>`;

test('a YouTube item plays in a plain frame, with no YouTube script in the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' && /youtube/.test(r.url())) scripts.push(r.url());
  });
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\/embed\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: playerPage }),
  );
  const policy = page.waitForResponse((r) => /\/content\?filter=youtube$/.test(r.url()));
  await page.goto('/content?filter=youtube');
  const csp = (await (await policy).headerValue('content-security-policy')) ?? '';
  expect(csp).toMatch(/script-src 'self'[;\s]/);
  expect(csp).not.toMatch(/script-src[^;]*youtube/);
  await page
    .getByRole('link', { name: /Big Buck Bunny/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Play/ }).first().click();
  const frame = page.locator('iframe[title^="YouTube video"]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?.*enablejsapi=1/,
  );
  await expect(page.getByText('Progress: 100%')).toBeVisible({ timeout: 20_000 });
  expect(scripts).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
});
