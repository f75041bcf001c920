// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { games } from '@/domain/games/catalog';
import type * as ApiClient from '@/web/lib/api-client';
import { apiFetch } from '@/web/lib/api-client';
import { probedLocation } from '@/web/testing/location-probe';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { GamesPage } from './games-page';
import { serveGames } from './testing/serve-games';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

const renderPage = (url = '/games') => renderWithProviders(<GamesPage />, { url, path: '/games' });
const cards = () => within(screen.getByRole('list', { name: 'Games' })).getAllByRole('article');

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

describe('GamesPage', () => {
  it('shows a skeleton until the catalogue arrives, then a card per game', async () => {
    let resolve: (v: unknown) => void = () => {};
    serveGames({ '/api/games': () => new Promise((r) => (resolve = r)) });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading games' })).toBeVisible();
    await act(async () => resolve({ games }));
    await screen.findByRole('list', { name: 'Games' });
    expect(cards()).toHaveLength(12);
    const typing = screen.getByRole('link', { name: 'Play Now Speed Typing' });
    expect(typing).toHaveAttribute('href', '/games/speed-typing');
    const card = typing.closest('article');
    expect(card).toHaveTextContent('Medium');
    expect(card).toHaveTextContent('2–10 QTT');
    expect(card).toHaveTextContent('Skill');
    expect(card).toHaveTextContent('1 player');
    expect(screen.getByRole('link', { name: 'Play Now SUV Traffic Racer' })).toHaveAttribute(
      'href',
      '/games/car-racer',
    );
  });

  it('marks the unbuilt games coming soon, with nothing to play', async () => {
    serveGames({ '/api/games': () => ({ games }) });
    renderPage();
    await screen.findByRole('list', { name: 'Games' });
    const unbuilt = games.filter((g) => g.status === 'coming-soon');
    expect(unbuilt.map((g) => g.title)).toEqual(['Match the Meme', 'Trivia Time', 'Crypto Puzzle']);
    for (const game of unbuilt) {
      const card = screen.getByRole('heading', { name: game.title }).closest('article');
      if (!card) throw new Error(`No card for ${game.title}`);
      expect(within(card).getByText('Coming soon')).toBeVisible();
      expect(within(card).queryByRole('link')).toBeNull();
      expect(screen.queryByRole('link', { name: `Play Now ${game.title}` })).toBeNull();
    }
    expect(screen.getAllByRole('link', { name: /^Play Now / })).toHaveLength(9);
  });

  it('searches, filters by chip, and clears both from the empty state', async () => {
    serveGames({ '/api/games': () => ({ games }) });
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'memory');
    expect(cards()).toHaveLength(1);
    expect(probedLocation()).toContain('q=memory');

    await user.click(screen.getByRole('button', { name: 'Arcade' }));
    expect(screen.getByRole('button', { name: 'Arcade' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('No games found')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('starts from the filters in the address', async () => {
    serveGames({ '/api/games': () => ({ games }) });
    renderPage('/games?category=Memory');
    expect(await screen.findByRole('button', { name: 'Memory' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cards().every((c) => c.textContent?.includes('Memory'))).toBe(true);
  });

  it('offers Retry when the catalogue cannot be loaded', async () => {
    let fail = true;
    serveGames({
      '/api/games': () => {
        if (fail) throw new Error('offline');
        return { games };
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load games.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(12);
  });
});
