// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { apiFetch } from '@/web/lib/api-client';
import { fakeAuth } from '@/web/testing/fake-auth';
import { youtubeEmbedOrigin, youtubePlayerTimeoutMs } from '../lib/youtube-embed';
import { youtubeItem } from '../testing/content-fixtures';
import { calledPaths, renderAt, serve } from '../testing/render-content';
import { WatchPage } from '../watch-page';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

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

/** Clicks Play and answers the frame the page made, with what it posts to the player. */
async function startPlayer() {
  const view = renderYoutube();
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Play Me at the zoo' }));
  const frame = await screen.findByTitle('YouTube video: Me at the zoo');
  if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) throw new Error('no frame');
  const player = frame.contentWindow;
  const posted = vi.spyOn(player, 'postMessage').mockImplementation(() => {});
  const say = (data: unknown, o: { origin?: string; source?: Window | null } = {}) =>
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify(data),
          origin: o.origin ?? youtubeEmbedOrigin,
          source: o.source === undefined ? player : o.source,
        }),
      );
    });
  const sent = () =>
    posted.mock.calls.map(([m]) => JSON.parse(String(m)) as Record<string, unknown>);
  return { view, frame, say, sent, posted };
}

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
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
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('script[src*="youtube"]')).toBeNull();
  });

  it('frames the youtube-nocookie player with its JavaScript API on, and loads no YouTube script', async () => {
    const { frame, sent } = await startPlayer();
    const src = new URL(frame.src);
    expect(src.origin).toBe(youtubeEmbedOrigin);
    expect(src.pathname).toBe('/embed/jNQXAC9IVRw');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('origin')).toBe(window.location.origin);
    expect(document.querySelector('script[src*="youtube"]')).toBeNull();
    await vi.waitFor(() =>
      expect(sent()).toContainEqual(expect.objectContaining({ event: 'listening' })),
    );
    expect(screen.getByRole('button', { name: 'Loading the YouTube player' })).toBeVisible();
  });

  it('keeps the thumbnail with a note when the player never answers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await startPlayer();
    act(() => vi.advanceTimersByTime(youtubePlayerTimeoutMs));
    const note = await screen.findByText(/YouTube player could not be loaded/);
    expect(warn).toHaveBeenCalledWith('YouTube player unavailable');
    expect(document.querySelector('iframe')).toBeNull();
    const player = note.parentElement as HTMLElement;
    expect(within(player).getByRole('link', { name: 'Open on YouTube' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
  });

  it("drives the tracker from the player's messages, and ignores any other window's", async () => {
    const { view, say, sent } = await startPlayer();
    say({ event: 'onReady', id: 'x', channel: 'widget' });
    expect(sent()).toContainEqual(expect.objectContaining({ event: 'command', func: 'playVideo' }));
    expect(sent()).toContainEqual(
      expect.objectContaining({ func: 'addEventListener', args: ['onStateChange'] }),
    );
    expect(screen.queryByRole('button', { name: 'Loading the YouTube player' })).toBeNull();

    say({ event: 'onStateChange', info: 1 });
    expect(screen.getByText('Watching...')).toBeVisible();
    say({ event: 'infoDelivery', info: { currentTime: 10.2, duration: 20 } });
    expect(screen.getByText('Progress: 51%')).toBeVisible();
    // Look-alikes from another origin or another window move nothing.
    say({ event: 'infoDelivery', info: { currentTime: 19 } }, { origin: 'https://evil.example' });
    say({ event: 'infoDelivery', info: { currentTime: 19 } }, { source: window });
    expect(screen.getByText('Progress: 51%')).toBeVisible();
    say({ event: 'infoDelivery', info: { currentTime: 11, playerState: 2 } });
    expect(screen.queryByText('Watching...')).toBeNull();
    say({ event: 'onStateChange', info: 1 });
    say({ event: 'onStateChange', info: 0 });
    expect(screen.getByText('Progress: 100%')).toBeVisible();
    await vi.waitFor(() => expect(calledPaths()).toContain('/api/powt-complete'));
    expect(calledPaths().filter((p) => p === '/api/powt-heartbeat')).toHaveLength(1);
    view.unmount();
  });

  it('falls back to Open on YouTube when the player reports an error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { say } = await startPlayer();
    say({ event: 'onReady' });
    say({ event: 'onError', info: 150 });
    expect(await screen.findByText(/YouTube player could not be loaded/)).toBeVisible();
  });
});
