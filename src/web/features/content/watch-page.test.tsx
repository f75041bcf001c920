// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@/domain/api/content';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { contentItem } from './testing/content-fixtures';
import { fakeAuth } from '@/web/testing/fake-auth';
import { calledPaths, renderAt, serve } from './testing/render-content';
import { WatchPage } from './watch-page';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const related = [
  contentItem({ id: 'r1', title: 'Forest Walk', duration_seconds: 75, qtt_reward: '2' }),
  contentItem({ id: 'r2', title: 'City Lights', reward_eligible: false, thumbnail_url: null }),
];

let handle = 0;
let earnedItems: Array<{ contentId: string; reward: string }> = [];
const nextHandle = () => ({ sessionId: 's1', nonce: `n${handle}`, ts: handle++ });

function serveWatch(item: ContentItem, { credited = '5' } = {}) {
  serve({
    [`/api/content/${item.id}`]: () => item,
    [`/api/content/${item.id}/related`]: () => ({ items: related }),
    '/api/powt-start': () => nextHandle(),
    // The stand-in server verifies what the player reports (the real one measures it).
    '/api/powt-heartbeat': (init?: RequestInit) => ({
      ...nextHandle(),
      accepted: true,
      verifiedSeconds: (JSON.parse(String(init?.body)) as { seconds: number }).seconds,
    }),
    '/api/watch-earned': () => ({ items: earnedItems }),
    '/api/log-watch-event': () => ({ qtt_earned: '0' }),
    '/api/powt-complete': () => ({ credited, verifiedSeconds: 95 }),
  });
}

const renderWatch = (id = 'c1', auth = fakeAuth()) =>
  renderAt(<WatchPage />, { url: `/watch/${id}`, path: '/watch/:id', auth });

/** Drives the native player as a browser would. */
function playTo(video: HTMLElement, seconds: number[], duration = 100) {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent.play(video);
  for (const s of seconds) {
    Object.defineProperty(video, 'currentTime', { configurable: true, value: s });
    fireEvent.timeUpdate(video);
  }
}

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
  handle = 0;
  earnedItems = [];
});

/** The native video inside the player frame (which carries the name and the keys). */
const videoIn = (player: HTMLElement) => player.querySelector('video') as HTMLVideoElement;

describe('WatchPage', () => {
  it("says 'Content not found.' with a way back to Browse", async () => {
    serve({
      '/api/content/missing': () => {
        throw new ApiError(404, 'NOT_FOUND', 'Content not found.');
      },
    });
    renderWatch('missing');
    expect(screen.getByRole('status', { name: 'Loading video' })).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Content not found.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Watch & Earn');
    expect(within(alert).getByRole('link', { name: 'Back to Browse' })).toHaveAttribute(
      'href',
      '/content',
    );
  });

  it('shows the error text of any other failure', async () => {
    serve({
      '/api/content/c1': () => {
        throw new ApiError(0, 'NETWORK', 'Server unavailable.');
      },
    });
    renderWatch();
    // A failure other than 404 is asked once more, a second later.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Server unavailable.',
    );
  });

  it('shows the item, its badges, progress and More to watch', async () => {
    serveWatch(contentItem());
    renderWatch();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean Waves' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to videos' })).toHaveAttribute(
      'href',
      '/content',
    );
    expect(screen.getByText('By Marina')).toBeVisible();
    expect(screen.getByText('Hosted')).toBeVisible();
    expect(screen.getByText('Reward Eligible • 5 QTT')).toBeVisible();
    expect(screen.getByText('1:40')).toBeVisible();
    expect(screen.getByText('Waves on a quiet shore.')).toBeVisible();
    expect(screen.getByText('Progress: 0%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Watch progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(videoIn(screen.getByRole('group', { name: 'Video: Ocean Waves' }))).toHaveAttribute(
      'poster',
      '/media/demo/ocean.jpg',
    );
    expect(screen.queryByRole('link', { name: /Open on YouTube/ })).not.toBeInTheDocument();

    const more = within(await screen.findByRole('region', { name: 'More to watch' }));
    const links = more.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/watch/r1', '/watch/r2']);
    expect(links[0]).toHaveTextContent('Forest Walk');
    expect(links[0]).toHaveTextContent('1:15');
    expect(links[0]).toHaveTextContent('Reward Eligible • 2 QTT');
    expect(links[1]).toHaveTextContent('Discovery');
    expect(within(links[1] as HTMLElement).getByText('No thumbnail')).toBeVisible();
  });

  it('says Unknown without a creator, and Discovery Only without a reward', async () => {
    serveWatch(contentItem({ creator: null, reward_eligible: false, qtt_reward: '0' }));
    renderWatch();
    expect(await screen.findByText('By Unknown')).toBeVisible();
    expect(screen.getByText('Discovery Only')).toBeVisible();
  });

  it('tracks play: Watching..., the 90% banner, then the earned banner at the end', async () => {
    serveWatch(contentItem());
    renderWatch();
    const video = videoIn(await screen.findByRole('group', { name: 'Video: Ocean Waves' }));
    playTo(video, [1, 10, 10.3, 45]);
    expect(screen.getByText('Watching...')).toBeVisible();
    expect(screen.getByText('Progress: 45%')).toBeVisible();
    expect(screen.queryByText(/watched enough/)).not.toBeInTheDocument();

    playTo(video, [90]);
    // Once the server has verified 90 s (its heartbeat answer), not when the player says 90%.
    expect(await screen.findByText("You've watched enough to earn 5 QTT!")).toBeVisible();
    fireEvent.pause(video);
    expect(screen.queryByText('Watching...')).not.toBeInTheDocument();

    fireEvent.ended(video);
    expect(screen.getByText('Progress: 100%')).toBeVisible();
    expect(await screen.findByText('5 QTT has been added to your wallet!')).toBeVisible();
    expect(screen.queryByText(/watched enough/)).not.toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Earned 5 QTT!');
    const powt = calledPaths().filter(
      (p) => !p.startsWith('/api/content') && p !== '/api/watch-earned',
    );
    expect(powt).toEqual([
      '/api/powt-start',
      '/api/powt-heartbeat', // 10 s
      '/api/log-watch-event', // 10%
      '/api/powt-heartbeat', // 40 s (the jump to 45 s passed it)
      '/api/log-watch-event', // 40%
      '/api/powt-heartbeat', // 90 s
      '/api/log-watch-event', // 90%
      '/api/log-watch-event', // 100% at the end
      '/api/powt-complete',
    ]);
  });

  it('promises nothing after a seek to the end: the server verified only what played', async () => {
    serveWatch(contentItem(), { credited: '0' });
    const routes = vi.mocked(apiFetch).getMockImplementation();
    // The server measures its own clock: a jump from 5 s to 99 s verifies 5 s, not 99.
    vi.mocked(apiFetch).mockImplementation(async (path, init) =>
      path === '/api/powt-heartbeat'
        ? { ...nextHandle(), accepted: true, verifiedSeconds: 5 }
        : routes?.(path, init),
    );
    renderWatch();
    const video = videoIn(await screen.findByRole('group', { name: 'Video: Ocean Waves' }));
    playTo(video, [1, 5, 99]);
    await waitFor(() => expect(calledPaths()).toContain('/api/powt-heartbeat'));
    expect(screen.getByText('Progress: 99%')).toBeVisible();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(/watched enough/)).not.toBeInTheDocument();
  });

  it('says an item was earned before, and shows the server’s reason when a rewatch pays nothing', async () => {
    earnedItems = [{ contentId: 'c1', reward: '5' }];
    const reason =
      'You already earned 5.00 QTT for this video. Watching it again earns nothing more.';
    serveWatch(contentItem());
    const routes = vi.mocked(apiFetch).getMockImplementation();
    vi.mocked(apiFetch).mockImplementation(async (path, init) =>
      path === '/api/powt-complete'
        ? { credited: '0', verifiedSeconds: 100, reason: 'already_rewarded', message: reason }
        : routes?.(path, init),
    );
    renderWatch();
    expect(await screen.findByText('Earned • 5 QTT')).toBeVisible();
    expect(
      screen.getByText(
        'You earned 5 QTT for this video already; watching again earns nothing more.',
      ),
    ).toBeVisible();
    const video = videoIn(screen.getByRole('group', { name: 'Video: Ocean Waves' }));
    playTo(video, [10, 50, 95]);
    fireEvent.ended(video);
    expect(await screen.findByText(reason)).toBeVisible();
    expect(screen.queryByText(/added to your wallet/)).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('plays and pauses from the keyboard on the focused player', async () => {
    serveWatch(contentItem());
    renderWatch();
    const player = await screen.findByRole('group', { name: 'Video: Ocean Waves' });
    const video = videoIn(player);
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(video, 'pause').mockImplementation(() => undefined);
    const user = userEvent.setup();
    player.focus();
    await user.keyboard(' ');
    expect(play).toHaveBeenCalledOnce();
    Object.defineProperty(video, 'paused', { value: false, configurable: true });
    await user.keyboard('k');
    expect(pause).toHaveBeenCalledOnce();
    await user.keyboard('x');
    expect(play).toHaveBeenCalledOnce();
    expect(pause).toHaveBeenCalledOnce();
  });

  it('plays on a click that lands while the video still loads, then leaves clicks to its controls', async () => {
    serveWatch(contentItem());
    renderWatch();
    const player = await screen.findByRole('group', { name: 'Video: Ocean Waves' });
    const video = videoIn(player);
    const play = vi.spyOn(video, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('play-while-loading'));
    expect(play).toHaveBeenCalledOnce();

    fireEvent.loadedMetadata(video);
    expect(screen.queryByTestId('play-while-loading')).not.toBeInTheDocument();
    await user.click(video);
    expect(play).toHaveBeenCalledOnce(); // the native controls own clicks now
  });

  it('gets out of the way of a video that cannot load', async () => {
    serveWatch(contentItem());
    renderWatch();
    const video = videoIn(await screen.findByRole('group', { name: 'Video: Ocean Waves' }));
    fireEvent.error(video);
    expect(screen.queryByTestId('play-while-loading')).not.toBeInTheDocument();
  });

  it('invites visitors to sign in and makes no PoWT call for them', async () => {
    serveWatch(contentItem());
    const auth = fakeAuth('signed-out');
    renderWatch('c1', auth);
    const video = videoIn(await screen.findByRole('group', { name: 'Video: Ocean Waves' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(auth.openSignIn).toHaveBeenCalledOnce();
    playTo(video, [10, 50, 95]);
    fireEvent.ended(video);
    expect(screen.getByText('Progress: 100%')).toBeVisible();
    await new Promise((r) => setTimeout(r, 10));
    expect(calledPaths().every((p) => p.startsWith('/api/content/'))).toBe(true);
    expect(screen.queryByText(/watched enough/)).not.toBeInTheDocument();
  });

  it('copies the link, and shares by copying where there is no share sheet', async () => {
    serveWatch(contentItem());
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderWatch();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/watch/c1`);

    writeText.mockRejectedValueOnce(new Error('denied'));
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to copy link'));
  });

  it('only warns when More to watch fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    serve({
      '/api/content/c1': () => contentItem(),
      '/api/content/c1/related': () => {
        throw new ApiError(500, 'INTERNAL', 'Boom');
      },
    });
    renderWatch();
    await screen.findByRole('heading', { level: 1, name: 'Ocean Waves' });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Failed to load related content', expect.any(ApiError)),
    );
    expect(screen.queryByRole('region', { name: 'More to watch' })).not.toBeInTheDocument();
    await act(async () => {});
  });
});
