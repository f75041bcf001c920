// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { oembedResponseSchema } from '@/domain/api/admin-content';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import type { AuthState } from '@/web/lib/auth-context';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { AdminContentPage } from './admin-content-page';
import { uploadMedia } from './content/api/upload-media';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('./content/api/upload-media', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  uploadMedia: vi.fn(),
}));

const api = vi.mocked(apiFetch);
const upload = vi.mocked(uploadMedia);
const watchUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

function renderPage(auth: AuthState = fakeAuth('signed-in', 'admin')) {
  renderWithProviders(<AdminContentPage />, { auth, url: '/admin/content' });
  return userEvent.setup();
}

const sentDraft = () => {
  const call = api.mock.calls.find(([path]) => path === '/api/admin-add-content');
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};
const rewardBox = () => screen.getByRole('checkbox', { name: 'Reward eligible' });

beforeEach(() => {
  api.mockReset();
  upload.mockReset();
});

describe('AdminContentPage form rules', () => {
  it('is for admins only', () => {
    renderPage(fakeAuth('signed-in', 'user'));
    expect(screen.getByText('This page is for admins only.')).toBeVisible();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });

  it('reads the YouTube id from a watch or short link, and says when it cannot', async () => {
    const user = renderPage();
    const field = screen.getByLabelText('YouTube URL');
    await user.type(field, 'https://example.com/watch');
    expect(field).toHaveAccessibleDescription('Could not parse YouTube ID');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, 'https://youtu.be/dQw4w9WgXcQ');
    expect(field).toHaveAccessibleDescription('YouTube ID: dQw4w9WgXcQ');
    expect(screen.queryByText('Could not parse YouTube ID')).not.toBeInTheDocument();
  });

  it('disables and unchecks Reward eligible for YouTube, and shows the video URL only when hosted', async () => {
    const user = renderPage();
    expect(rewardBox()).toBeDisabled();
    expect(rewardBox()).not.toBeChecked();
    expect(screen.queryByLabelText('Hosted video URL')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Source'), 'hosted');
    expect(screen.getByLabelText('Hosted video URL')).toBeVisible();
    expect(rewardBox()).toBeEnabled();
    await user.click(rewardBox());
    expect(rewardBox()).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Source'), 'youtube');
    expect(rewardBox()).toBeDisabled();
    expect(rewardBox()).not.toBeChecked();
    expect(screen.queryByLabelText('Hosted video URL')).not.toBeInTheDocument();
  });

  it('refuses to save without a readable YouTube id, and asks nothing of the server', async () => {
    const user = renderPage();
    await user.type(screen.getByLabelText('Title'), 'A video');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('YouTube URL')).toHaveAccessibleDescription(
      'Could not parse YouTube ID',
    );
    expect(screen.getByLabelText('YouTube URL')).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    expect(screen.getByLabelText('YouTube URL')).toHaveAccessibleDescription(
      'YouTube ID: dQw4w9WgXcQ',
    );
  });
});

describe('AdminContentPage metadata', () => {
  it('fills title, creator and thumbnail from oEmbed and says what to do for rewards', async () => {
    api.mockResolvedValue({
      title: 'Never Gonna Give You Up',
      author_name: 'Rick Astley',
      thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    });
    const user = renderPage();
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch metadata' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'YouTube metadata fetched. For rewards, upload/host a copy and switch source to hosted.',
    );
    expect(api).toHaveBeenCalledWith(`/api/oembed?url=${encodeURIComponent(watchUrl)}`, {
      schema: oembedResponseSchema,
    });
    expect(screen.getByLabelText('Title')).toHaveValue('Never Gonna Give You Up');
    expect(screen.getByLabelText('Creator')).toHaveValue('Rick Astley');
    expect(screen.getByLabelText('Thumbnail URL')).toHaveValue(
      'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toBeVisible();
  });

  it('says why the metadata could not be fetched', async () => {
    api.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Video not found'));
    const user = renderPage();
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    await user.click(screen.getByRole('button', { name: 'Fetch metadata' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch metadata: Video not found',
    );
  });
});

describe('AdminContentPage save', () => {
  it('sends a YouTube draft with nulls and a 0 reward when the reward is not a number', async () => {
    api.mockResolvedValue({ ok: true, id: 'c-42' });
    const user = renderPage();
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    await user.type(screen.getByLabelText('Title'), 'A video');
    await user.clear(screen.getByLabelText('QTT reward'));
    await user.type(screen.getByLabelText('QTT reward'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeVisible();
    expect(sentDraft()).toEqual({
      title: 'A video',
      creator: null,
      thumbnail_url: null,
      video_url: null,
      source_type: 'youtube',
      youtube_id: 'dQw4w9WgXcQ',
      reward_eligible: false,
      qtt_reward: '0',
      description: null,
      duration_seconds: null,
    });
    expect(screen.getByRole('link', { name: 'Open the watch page' })).toHaveAttribute(
      'href',
      '/watch/c-42',
    );
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('sends a hosted, rewarded draft with its video URL and duration', async () => {
    api.mockResolvedValue({ ok: true, id: 'c-43' });
    const user = renderPage();
    await user.selectOptions(screen.getByLabelText('Source'), 'hosted');
    await user.type(screen.getByLabelText('Hosted video URL'), '/media/uploads/clip.mp4');
    await user.type(screen.getByLabelText('Title'), 'Hosted clip');
    await user.type(screen.getByLabelText('Duration (seconds)'), '95');
    await user.type(screen.getByLabelText('Description'), 'About it');
    await user.click(rewardBox());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content saved')).toBeVisible();
    expect(sentDraft()).toMatchObject({
      source_type: 'hosted',
      video_url: '/media/uploads/clip.mp4',
      youtube_id: null,
      reward_eligible: true,
      qtt_reward: '1',
      duration_seconds: 95,
      description: 'About it',
    });
  });

  it.each([
    [new ApiError(400, 'VALIDATION_FAILED', 'Title is too long'), 'Title is too long'],
    [new ApiError(500, 'HTTP_ERROR', 'Request failed (status 500)'), 'Failed to save (status 500)'],
    [new Error('Something broke'), 'Something broke'],
  ])('shows why saving failed: %s', async (error, message) => {
    api.mockRejectedValue(error);
    const user = renderPage();
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    await user.type(screen.getByLabelText('Title'), 'A video');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Title')).toHaveValue('A video');
  });

  it('marks the Save button busy while saving', async () => {
    let finish: (value: unknown) => void = () => undefined;
    api.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const user = renderPage();
    await user.type(screen.getByLabelText('YouTube URL'), watchUrl);
    await user.type(screen.getByLabelText('Title'), 'A video');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    finish({ ok: true, id: 'c-1' });
    expect(await screen.findByText('Content saved')).toBeVisible();
  });
});

describe('AdminContentPage uploads', () => {
  const video = new File(['bytes'], 'clip.mp4', { type: 'video/mp4' });

  it('fills the hosted video URL from an uploaded file', async () => {
    upload.mockImplementation(async (_file, onProgress) => {
      onProgress(0.5);
      return { url: '/media/uploads/abc.mp4' };
    });
    const user = renderPage();
    await user.selectOptions(screen.getByLabelText('Source'), 'hosted');
    await user.upload(screen.getByLabelText('Upload a file for Hosted video URL'), video);
    await waitFor(() =>
      expect(screen.getByLabelText('Hosted video URL')).toHaveValue('/media/uploads/abc.mp4'),
    );
    expect(screen.getByText('Uploaded clip.mp4')).toBeVisible();
    expect(upload.mock.calls[0]?.[0]).toBe(video);
  });

  it('says why an upload failed, and refuses the wrong kind of file', async () => {
    upload.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found.'));
    renderPage();
    // user.upload honours `accept` by default; this test picks the wrong kind on purpose.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Upload a file for Thumbnail URL'), video);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(upload).not.toHaveBeenCalled();
    const poster = new File(['png'], 'poster.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Upload a file for Thumbnail URL'), poster);
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: Not found.');
  });
});
