// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { EarnGamesPage } from './earn-games-page';

describe('EarnGamesPage', () => {
  it('links to the Game Center and lists three real games with their reward ranges', () => {
    renderWithProviders(<EarnGamesPage />, { url: '/earn/games' });
    expect(screen.getByRole('link', { name: 'Open the Game Center' })).toHaveAttribute(
      'href',
      '/games',
    );
    const items = within(screen.getByRole('list', { name: 'Games to try' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Speed Typing');
    expect(items[0]).toHaveTextContent('2–10 QTT');
    expect(items[1]).toHaveTextContent('3–8 QTT');
    expect(screen.getByRole('link', { name: 'Play Flappy Dragon' })).toHaveAttribute(
      'href',
      '/games/flappy-dragon',
    );
  });
});
