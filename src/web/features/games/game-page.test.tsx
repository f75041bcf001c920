// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { findGame, type GameId } from '@/domain/games/catalog';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { probedLocation } from '@/web/testing/location-probe';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import type { GamePlayProps } from './game-play-props';
import { GamePage } from './game-page';
import { serveGames } from './testing/serve-games';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
// The real play component is another part's; this one only offers Exit.
vi.mock('./speed-typing/speed-typing-game', () => ({
  SpeedTypingGame: ({ game, onExit }: GamePlayProps) => (
    <button type="button" onClick={onExit}>
      Exit {game.title}
    </button>
  ),
}));

const serveGame = (id: GameId) =>
  serveGames({ [`/api/games/${id}`]: () => ({ game: findGame(id) }) });
const renderPage = (id: string) =>
  renderWithProviders(<GamePage />, { url: `/games/${id}`, path: '/games/:id' });
const dialog = () => screen.queryByRole('dialog', { name: 'How to play' });

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  document.title = '';
});

describe('GamePage', () => {
  it('shows a skeleton, then the game under the how-to-play modal', async () => {
    serveGame('speed-typing');
    renderPage('speed-typing');
    expect(screen.getByRole('status', { name: 'Loading game' })).toBeVisible();
    const modal = await screen.findByRole('dialog', { name: 'How to play' });
    expect(modal).toHaveTextContent('Type the highlighted word');
    expect(modal).toHaveTextContent('+1 QTT at 90% accuracy');
    expect(modal).toHaveTextContent('At least 50% accuracy');
    expect(modal).toHaveTextContent('At least 5 words');
    expect(screen.getByRole('button', { name: 'Got it!' })).toHaveFocus();
    expect(document.title).toContain('Speed Typing');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Got it!' }));
    expect(dialog()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'How to play' }));
    expect(dialog()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
  });

  it('shows the exited view on Exit, and a fresh game on Play again', async () => {
    serveGame('speed-typing');
    renderPage('speed-typing');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Got it!' }));
    await user.click(screen.getByRole('button', { name: 'Exit Speed Typing' }));
    expect(screen.getByText('You left Speed Typing.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Game Center' })).toHaveAttribute('href', '/games');
    await user.click(screen.getByRole('button', { name: 'Play again' }));
    expect(screen.getByRole('button', { name: 'Exit Speed Typing' })).toBeVisible();
  });

  it('says Game Not Found for an id the server does not know', async () => {
    serveGames({
      '/api/games/nope': () => {
        throw new ApiError(404, 'NOT_FOUND', 'The requested game could not be found.');
      },
    });
    renderPage('nope');
    expect(await screen.findByRole('heading', { name: 'Game Not Found' })).toBeVisible();
    expect(screen.getByText('The requested game could not be found.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Return to Game Center' }));
    expect(probedLocation()).toBe('/games');
  });

  it('tells a coming-soon game apart, without a modal', async () => {
    serveGame('trivia-time');
    renderPage('trivia-time');
    expect(await screen.findByText('This game is coming soon to QTN!')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Trivia Time' })).toBeVisible();
    expect(dialog()).toBeNull();
  });

  it('sends the car racer to its own page', async () => {
    serveGame('car-racer');
    renderPage('car-racer');
    await waitFor(() => expect(probedLocation()).toBe('/games/car-racer'));
  });
});
