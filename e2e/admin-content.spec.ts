import type { Page } from '@playwright/test';
import type { ContentItem } from '@/domain/api/content';
import { createUser, demoAdmin, signInViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, failedResource, test } from './fixtures';

/** An 11-character YouTube id no other test uses; the oEmbed stand-in knows every id. */
const uniqueYoutubeId = () =>
  `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`.slice(0, 11);

// A real 1×1 PNG (the server checks the first bytes), and the start of an MP4 (ftyp box).
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
]);

const savedId = async (page: Page) => {
  const href = await page.getByRole('link', { name: 'Open the watch page' }).getAttribute('href');
  return decodeURIComponent(href?.replace('/watch/', '') ?? '');
};

test('an admin adds a YouTube video from its link, as Discovery Only @mobile', async ({
  page,
  baseURL,
}) => {
  await signInViaApi(page.request, baseURL, demoAdmin);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Content');

  const youtubeId = uniqueYoutubeId();
  await page.getByLabel('YouTube URL').fill(`https://youtu.be/${youtubeId}`);
  await expect(page.getByLabel('YouTube URL')).toHaveAccessibleDescription(
    `YouTube ID: ${youtubeId}`,
  );
  await page.getByRole('button', { name: 'Fetch metadata' }).click();
  await expect(
    page.getByText(
      'YouTube metadata fetched. For rewards, upload/host a copy and switch source to hosted.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(/^Stand-in video/);
  await expect(page.getByLabel('Creator')).toHaveValue('Stand-in Creator');
  await expect(page.getByLabel('Thumbnail URL', { exact: true })).toHaveValue(/^\/media\/demo\//);
  await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Reward eligible' })).toBeDisabled();
  await expect(page.getByLabel('Hosted video URL', { exact: true })).toHaveCount(0);
  const title = await page.getByLabel('Title').inputValue();
  // The page itself never scrolls sideways.
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Content saved')).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue('');

  const res = await page.request.get(`/api/content/${await savedId(page)}`);
  expect(res.ok()).toBe(true);
  const item = (await res.json()) as ContentItem;
  expect(item).toMatchObject({
    title,
    creator: 'Stand-in Creator',
    source_type: 'youtube',
    youtube_id: youtubeId,
    reward_eligible: false,
    video_url: null,
  });

  await page.getByRole('link', { name: 'Open the watch page' }).click();
  await expect(page).toHaveURL(new RegExp(`/watch/${item.id}$`));
});

test('an admin uploads a hosted copy and its poster, and makes it pay QTT', async ({
  page,
  baseURL,
}) => {
  await signInViaApi(page.request, baseURL, demoAdmin);
  await page.goto('/admin/content');
  await page.getByLabel('Source').selectOption('hosted');
  await expect(page.getByRole('checkbox', { name: 'Reward eligible' })).toBeEnabled();

  await page
    .getByLabel('Upload a file for Hosted video URL')
    .setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 });
  await expect(page.getByText('Uploaded clip.mp4')).toBeVisible();
  await expect(page.getByLabel('Hosted video URL', { exact: true })).toHaveValue(
    /^\/media\/uploads\/.+\.mp4$/,
  );
  await page
    .getByLabel('Upload a file for Thumbnail URL')
    .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByLabel('Thumbnail URL', { exact: true })).toHaveValue(
    /^\/media\/uploads\/.+\.png$/,
  );
  await expect(page.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();

  const title = `Hosted clip ${Date.now()}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Duration (seconds)').fill('30');
  await page.getByLabel('Description').fill('A hosted copy for the browser test.');
  await page.getByRole('checkbox', { name: 'Reward eligible' }).check();
  await page.getByLabel('QTT reward').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Content saved')).toBeVisible();

  const item = (await (
    await page.request.get(`/api/content/${await savedId(page)}`)
  ).json()) as ContentItem;
  expect(item).toMatchObject({
    title,
    source_type: 'hosted',
    reward_eligible: true,
    qtt_reward: '2',
    duration_seconds: 30,
    youtube_id: null,
    description: 'A hosted copy for the browser test.',
  });
  expect(item.video_url).toMatch(/^\/media\/uploads\/.+\.mp4$/);
});

test('the form says when a link cannot be read or its metadata cannot be fetched', async ({
  page,
  baseURL,
  expectConsoleError,
}) => {
  // The stand-in answers 404 for ids starting with "missing"; the server passes on a 502.
  expectConsoleError(failedResource(502));
  await signInViaApi(page.request, baseURL, demoAdmin);
  await page.goto('/admin/content');

  const field = page.getByLabel('YouTube URL');
  await field.fill('https://example.com/watch?v=nothing');
  await expect(field).toHaveAccessibleDescription('Could not parse YouTube ID');
  await page.getByLabel('Title').fill('No id');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field).toBeFocused();

  await field.fill('https://www.youtube.com/watch?v=missing0001');
  await page.getByRole('button', { name: 'Fetch metadata' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Failed to fetch metadata: /);
  await expect(page.getByLabel('Title')).toHaveValue('No id');
});

test('the form is for admins only', async ({ page, baseURL }) => {
  const user = await createUser(page.request, baseURL);
  await signInViaApi(page.request, baseURL, user);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Content');
  await expect(page.getByText('This page is for admins only.')).toBeVisible();
  await expect(page.getByLabel('YouTube URL')).toHaveCount(0);
});
