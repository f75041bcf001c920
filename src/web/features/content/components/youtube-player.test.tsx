// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { apiFetch } from '@/web/lib/api-client';
import { loadYoutubeApi } from '../lib/load-youtube-api';
import type { YoutubeApi, YoutubePlayerOptions } from '../lib/youtube-types';
import { youtubeItem } from '../testing/content-fixtures';
import { fakeAuth } from '@/web/testing/fake-auth';
import { calledPaths, renderAt, serve } from '../testing/render-content';
import { WatchPage } from '../watch-page';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('../lib/load-youtube-api', () => ({ loadYoutubeApi: vi.fn() }));

const item = youtubeItem({ duration_seconds: 20 });

function renderYoutube() {
  serve({
    '/api/content/y1': () => item,
    '/api/content/y1/related': () => ({ items: [] }),
    '/api/powt-start': () => ({ sessionId: 's', nonce: 'n', ts: 1 }),
    '/api/powt-heartbeat': () => ({ sessionId: 's', nonce: 'n2', ts: 2, accepted: true }),
    '/api/log-watch-event': () => ({ qtt_earned: 0 }),
    '/api/powt-complete': () => ({ credited: 0, verifiedSeconds: 19 }),
  });
  return renderAt(<WatchPage />, { url: '/watch/y1', path: '/watch/:id', auth: fakeAuth() });
}

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  vi.mocked(loadYoutubeApi).mockReset();
});
afterEach(() => vi.useRealTimers());

describe('YouTube player', () => {
  it('shows a play facade and Open on YouTube without loading anything', async () => {
    renderYoutube();
    expect(await screen.findByRole('button', { name: 'Play Me at the zoo' })).toBeVisible();
    expect(screen.getByText('YouTube')).toBeVisible();
    expect(screen.getByText('Discovery Only')).toBeVisible();
    const open = screen.getByRole('link', { name: 'Open on YouTube' });
    expect(open).toHaveAttribute('href', 'https://www.youtube.com/watch?v=jNQXAC9IVRw');
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(loadYoutubeApi).not.toHaveBeenCalled();
  });

  it('keeps the thumbnail with a note when the player cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(loadYoutubeApi).mockRejectedValue(new Error('YouTube player timed out'));
    renderYoutube();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Play Me at the zoo' }));
    const note = await screen.findByText(/YouTube player could not be loaded/);
    expect(warn).toHaveBeenCalledWith('YouTube player unavailable', expect.any(Error));
    const player = note.parentElement as HTMLElement;
    expect(within(player).getByRole('link', { name: 'Open on YouTube' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
  });

  it("drives the tracker from the player's state and polled position", async () => {
    let options: YoutubePlayerOptions | undefined;
    let position = 0;
    const player = {
      getCurrentTime: () => position,
      getDuration: () => 20,
      playVideo: vi.fn(),
      destroy: vi.fn(),
    };
    const api: YoutubeApi = {
      Player: vi.fn(function (_el: HTMLElement, opts: YoutubePlayerOptions) {
        options = opts;
        return player;
      }) as unknown as YoutubeApi['Player'],
    };
    vi.mocked(loadYoutubeApi).mockResolvedValue(api);
    const view = renderYoutube();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Play Me at the zoo' }));
    await act(async () => {});
    expect(options).toMatchObject({
      host: 'https://www.youtube-nocookie.com',
      videoId: 'jNQXAC9IVRw',
    });
    const events = options?.events;
    if (!events?.onStateChange || !events.onReady) throw new Error('no player events');

    vi.useFakeTimers();
    act(() => events.onReady?.({ target: player }));
    expect(player.playVideo).toHaveBeenCalled();
    act(() => events.onStateChange?.({ data: 1, target: player }));
    expect(screen.getByText('Watching...')).toBeVisible();
    position = 10.2;
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('Progress: 51%')).toBeVisible();
    act(() => vi.advanceTimersByTime(500));
    act(() => events.onStateChange?.({ data: 0, target: player }));
    expect(screen.getByText('Progress: 100%')).toBeVisible();
    vi.useRealTimers();
    await vi.waitFor(() => expect(calledPaths()).toContain('/api/powt-complete'));
    expect(calledPaths().filter((p) => p === '/api/powt-heartbeat')).toHaveLength(1);

    view.unmount();
    expect(player.destroy).toHaveBeenCalled();
  });
});
