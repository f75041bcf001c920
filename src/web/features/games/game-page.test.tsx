// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
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
// The real play components are other parts'; these only offer Exit, an embedded game's
// with the server's result of its play.
vi.mock('./speed-typing/speed-typing-game', () => ({
  SpeedTypingGame: ({ game, onExit }: GamePlayProps) => (
    <button type="button" onClick={() => onExit()}>
      Exit {game.title}
    </button>
  ),
}));
const capped =
  '8 QTT is the most Space Shooter pays for one play: your 3:10 of verified play would be worth 12 QTT.';
vi.mock('./embedded/embedded-game', () => ({
  EmbeddedGame: ({ game, onExit }: GamePlayProps) => (
    <button
      type="button"
      onClick={() =>
        onExit({
          kind: 'result',
          result: {
            sessionId: 'a'.repeat(32),
            gameId: 'space-shooter',
            credited: '8',
            outcome: 'paid',
            message: capped,
            finishedAt: new Date().toISOString(),
          },
        })
      }
    >
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

  it("shows an embedded game's result card after Exit, with the focus on it", async () => {
    serveGame('space-shooter');
    renderPage('space-shooter');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Got it!' }));
    await user.click(screen.getByRole('button', { name: 'Exit Space Shooter' }));
    const card = screen.getByRole('region', { name: 'Game result' });
    expect(within(card).getByRole('heading', { name: 'You earned 8 QTT' })).toHaveFocus();
    expect(card).toHaveTextContent(capped);
    expect(card).toHaveTextContent('You left Space Shooter.');
    expect(within(card).getByRole('button', { name: 'Play again' })).toBeVisible();
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
