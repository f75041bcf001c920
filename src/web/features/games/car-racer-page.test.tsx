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

describe('CarRacerPage', () => {
  it('starts the race on the server with the page, and settles the finish there once', async () => {
    const api = fakeFetch(
      { body: { sessionId, startedAt: new Date().toISOString() } },
      {
        body: {
          sessionId,
          gameId: 'car-racer',
          credited: '5',
          outcome: 'paid',
          finishedAt: new Date().toISOString(),
        },
      },
    );
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<CarRacerPage />, { auth: fakeAuth('signed-in') });
    expect(screen.getByRole('heading', { level: 1, name: 'SUV Traffic Racer' })).toBeTruthy();
    expect(screen.getByText('Game Active')).toBeTruthy();
    expect(screen.getByText('5 QTT')).toBeTruthy();
    fromFrame({ qtn: 'game', event: 'playing' });
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
  });

  it('Simulate Finish (development builds) completes the race without a server call', async () => {
    const api = fakeFetch({ body: { sessionId, startedAt: new Date().toISOString() } });
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<CarRacerPage />, { auth: fakeAuth('signed-in') });
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Finish (DevMode)' }));
    expect(screen.getByText('Complete')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.includes('finish'))).toEqual([]);
  });

  it('ignores a finish from any other window', () => {
    const api = fakeFetch({ body: {} });
    vi.stubGlobal('fetch', api.fn);
    renderWithProviders(<CarRacerPage />, { auth: fakeAuth('signed-out') });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { source: window, origin: 'null', data: 'car-race-finished' }),
      );
    });
    expect(screen.getByText('Game Active')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
