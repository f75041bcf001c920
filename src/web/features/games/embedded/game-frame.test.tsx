// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GameFrame } from './game-frame';

const post = (source: unknown, origin: string, data: unknown) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { source: source as Window, origin, data }));
  });

describe('GameFrame', () => {
  it('sandboxes the game with scripts only, never same-origin', () => {
    render(
      <GameFrame
        src="/games/embedded/space-shooter/index.html"
        title="Space Shooter"
        onMessage={vi.fn()}
      />,
    );
    const frame = screen.getByTitle('Space Shooter');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('src')).toBe('/games/embedded/space-shooter/index.html');
  });

  it('hears only its own frame, with the sandbox origin', () => {
    const onMessage = vi.fn();
    render(<GameFrame src="about:blank" title="Game" onMessage={onMessage} />);
    const frame = screen.getByTitle('Game') as HTMLIFrameElement;
    const game = { qtn: 'game', event: 'game-over', score: 3 };
    post(window, 'null', game);
    post(frame.contentWindow, window.location.origin, game);
    expect(onMessage).not.toHaveBeenCalled();
    post(frame.contentWindow, 'null', game);
    expect(onMessage).toHaveBeenCalledWith(game);
  });
});
