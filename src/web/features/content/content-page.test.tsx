// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentItem } from '@/domain/api/content';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { ContentPage } from './content-page';
import { contentItem, youtubeItem } from './testing/content-fixtures';
import { renderAt, serve } from './testing/render-content';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

const renderPage = (url = '/content') => renderAt(<ContentPage />, { url, path: '/content' });
const serveList = (items: () => ContentItem[]) =>
  serve({ '/api/content': () => ({ items: items() }) });
const grid = () => within(screen.getByRole('region', { name: 'All videos' }));
const featured = () => within(screen.getByRole('region', { name: 'Featured' }));

const items = [
  contentItem({ id: 'h1', title: 'Hosted reward', qtt_reward: '2' }),
  youtubeItem({ id: 'y1', title: 'A YouTube pick' }),
  contentItem({ id: 'h2', title: 'Hosted discovery', reward_eligible: false, qtt_reward: '0' }),
];

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

describe('ContentPage', () => {
  it('shows a skeleton, then the featured strip and the grid of cards', async () => {
    let resolve: (v: unknown) => void = () => {};
    serve({ '/api/content': () => new Promise((r) => (resolve = r)) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading content' })).toBeVisible();
    await act(async () => resolve({ items }));

    expect(await screen.findByRole('heading', { name: 'Browse Videos' })).toBeVisible();
    const cards = grid().getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/watch/h1',
      '/watch/y1',
      '/watch/h2',
    ]);
    const first = cards[0];
    expect(first).toHaveTextContent('Hosted reward');
    expect(first).toHaveTextContent('Marina');
    expect(first).toHaveTextContent('Hosted');
    expect(first).toHaveTextContent('1:40');
    expect(first).toHaveTextContent('Reward Eligible • 2 QTT');
    expect(cards[1]).toHaveTextContent('YouTube');
    expect(cards[1]).toHaveTextContent('Discovery Only');
    expect(featured().getAllByRole('link')[0]).toHaveAttribute('href', '/watch/h1');
  });

  it('features at most 8 items, reward-eligible first', async () => {
    serveList(() => [
      ...Array.from({ length: 10 }, (_, i) =>
        contentItem({ id: `d${i}`, title: `Discovery ${i}`, reward_eligible: false }),
      ),
      contentItem({ id: 'big', title: 'Big reward', qtt_reward: '9' }),
    ]);
    renderPage();
    await screen.findByRole('region', { name: 'Featured' });
    const links = featured().getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAccessibleName(/Big reward/);
  });

  it('filters by chip and keeps the choice in ?filter=', async () => {
    serveList(() => items);
    renderPage('/content?filter=youtube');
    await screen.findByRole('region', { name: 'All videos' });
    expect(screen.getByRole('button', { name: 'YouTube' })).toHaveAttribute('aria-pressed', 'true');
    expect(grid().getAllByRole('link')).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reward Eligible' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/content?filter=reward');
    expect(
      grid()
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/watch/h1']);

    await user.click(screen.getByRole('button', { name: 'Hosted' }));
    expect(grid().getAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/content?filter=all');
    expect(grid().getAllByRole('link')).toHaveLength(3);
  });

  it('reads an unknown filter as All', async () => {
    serveList(() => items);
    renderPage('/content?filter=nonsense');
    await screen.findByRole('region', { name: 'All videos' });
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the error with Try Again, which loads again', async () => {
    let fail = true;
    serve({
      '/api/content': () => {
        if (fail) throw new ApiError(500, 'INTERNAL', 'Boom');
        return { items };
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load content. Please try again.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'All videos' })).toBeVisible();
  });

  it('shows the empty state with Refresh', async () => {
    let list: ContentItem[] = [];
    serveList(() => list);
    renderPage();
    expect(await screen.findByText('No content available at the moment.')).toBeVisible();
    list = items;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('region', { name: 'All videos' })).toBeVisible();
  });

  it('falls back to the YouTube thumbnail, then to a No thumbnail box', async () => {
    serveList(() => [
      youtubeItem({ id: 'y1', thumbnail_url: '/broken.jpg' }),
      contentItem({ id: 'h9', thumbnail_url: null }),
    ]);
    renderPage('/content?filter=all');
    await screen.findByRole('region', { name: 'All videos' });
    const [yt, hosted] = grid().getAllByRole('link');
    if (!yt || !hosted) throw new Error('cards missing');
    expect(within(hosted).getByText('No thumbnail')).toBeVisible();

    const img = () => yt.querySelector('img');
    expect(img()).toHaveAttribute('src', '/broken.jpg');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()).toHaveAttribute('src', 'https://i.ytimg.com/vi/jNQXAC9IVRw/hqdefault.jpg');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()).toBeNull();
    expect(within(yt).getByText('No thumbnail')).toBeVisible();
  });
});
