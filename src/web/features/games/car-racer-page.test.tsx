// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from '@/web/testing/fake-auth';
import { fakeFetch } from '@/web/testing/fake-fetch';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { CarRacerPage } from './car-racer-page';

const sessionId = 'a'.repeat(32);
const fromFrame = (data: unknown) => {
  const frame = screen.getByTitle('SUV Traffic Racer game') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { source: frame.contentWindow, origin: 'null', data }),
    );
  });
};

afterEach(() => vi.unstubAllGlobals());

const finished = (over: Record<string, unknown>) => ({
  body: {
    sessionId,
    gameId: 'car-racer',
    credited: '5',
    outcome: 'paid',
    finishedAt: new Date().toISOString(),
    ...over,
  },
});

describe('CarRacerPage', () => {
  it('waits for the driver, starts the race on the server with the game, and settles it once', async () => {
    const api = fakeFetch(
      { body: { sessionId, startedAt: new Date().toISOString() } },
      finished({}),
    );
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<CarRacerPage />, { auth: fakeAuth('signed-in') });
    expect(screen.getByRole('heading', { level: 1, name: 'SUV Traffic Racer' })).toBeTruthy();
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.getByText(/press any key to start\. Steer with ← →/)).toBeTruthy();
    expect(screen.getByText('5 QTT')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in to earn' })).toBeNull();
    fromFrame({ qtn: 'game', event: 'ready' });
    expect(api.calls).toEqual([]);
    fromFrame({ qtn: 'game', event: 'playing' });
    expect(screen.getByText('Game Active')).toBeTruthy();
    fromFrame('car-race-finished');
    fromFrame('car-race-finished');
    // The finish is then logged for the usage report (fire and forget).
    await waitFor(() => expect(api.calls).toHaveLength(3));
    expect(api.calls.map((c) => c.url)).toEqual([
      '/api/car-race-start',
      '/api/car-race-finish',
      '/api/log-game-session',
    ]);
    expect(JSON.parse(String(api.calls[1]?.init.body))).toEqual({ sessionId });
    expect(screen.getByText('Complete')).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Game result' });
    expect(card).toHaveTextContent('You earned 5 QTT');
  });

  it("shows the server's reason when a finish pays nothing", async () => {
    const message = "This game earned no QTT: you have reached today's limit of 50 QTT from games.";
    const api = fakeFetch(
      { body: { sessionId, startedAt: new Date().toISOString() } },
      finished({ credited: '0', outcome: 'daily_cap', message }),
    );
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<CarRacerPage />, { auth: fakeAuth('signed-in') });
    fromFrame({ qtn: 'game', event: 'playing' });
    fromFrame('car-race-finished');
    const card = await screen.findByRole('region', { name: 'Game result' });
    await waitFor(() => expect(card).toHaveTextContent('No QTT this time'));
    expect(card).toHaveTextContent(message);
  });

  it('Simulate Finish (development builds) completes the race without a server call', async () => {
    const api = fakeFetch({ body: { sessionId, startedAt: new Date().toISOString() } });
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<CarRacerPage />, { auth: fakeAuth('signed-in') });
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Finish (DevMode)' }));
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('finish'))).toEqual([]);
  });

  it('tells a visitor that signing in is needed to earn, lets them race, and pays nothing', async () => {
    const api = fakeFetch({ body: {} });
    vi.stubGlobal('fetch', api.fn);
    const auth = fakeAuth('signed-out');
    renderWithProviders(<CarRacerPage />, { auth });
    expect(screen.getByText(/Visitors race for fun: sign in to earn 5 QTT/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to earn' }));
    expect(auth.openSignIn).toHaveBeenCalledOnce();
    fromFrame({ qtn: 'game', event: 'playing' });
    fromFrame('car-race-finished');
    const card = screen.getByRole('region', { name: 'Game result' });
    expect(card).toHaveTextContent('No QTT: you are not signed in');
    expect(api.calls).toEqual([]);
  });

  it('ignores a finish from any other window', () => {
    const api = fakeFetch({ body: {} });
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<CarRacerPage />, { auth: fakeAuth('signed-out') });
    fromFrame({ qtn: 'game', event: 'playing' });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { source: window, origin: 'null', data: 'car-race-finished' }),
      );
    });
    expect(screen.getByText('Game Active')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
