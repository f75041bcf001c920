// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsSummary } from '@/domain/api/analytics';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { AdminAnalyticsPage } from './admin-analytics-page';

const zero = {
  page_view: 0,
  sign_in: 0,
  sign_up: 0,
  watch_start: 0,
  watch_milestone: 0,
  watch_complete: 0,
  game_start: 0,
  game_finish: 0,
  beta_signup: 0,
};

function summary(days: number, pageViews: number): AnalyticsSummary {
  const daily = Array.from({ length: days }, (_, i) => ({
    day: `2026-11-${String(24 - days + 1 + i).padStart(2, '0')}`,
    counts: { ...zero, page_view: i === days - 1 ? pageViews : 0 },
  }));
  return {
    days,
    from: daily[0]?.day ?? '',
    to: '2026-11-24',
    daily,
    totals: { ...zero, page_view: pageViews },
    total: pageViews,
    sessions: pageViews ? 2 : 0,
  };
}

const urls: string[] = [];
function answer(body: (days: number) => unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      urls.push(url);
      const days = Number(new URL(url, 'http://x').searchParams.get('days'));
      return Promise.resolve(new Response(JSON.stringify(body(days)), { status }));
    }),
  );
}

describe('AdminAnalyticsPage', () => {
  beforeEach(() => {
    urls.length = 0;
  });

  it('shows counts per day and type, 14 days by default, and changes the range', async () => {
    answer((days) => summary(days, 5));
    renderWithProviders(<AdminAnalyticsPage />, { auth: fakeAuth('signed-in', 'admin') });
    const table = await screen.findByRole('table');
    const today = within(table).getByRole('row', { name: /2026-11-24/ });
    expect(within(today).getAllByRole('cell')[0]).toHaveTextContent('5');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 14 + 1);
    expect(urls[0]).toBe('/api/analytics-summary?days=14');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(9),
    );
  });

  it('says so when there are no events yet', async () => {
    answer((days) => summary(days, 0));
    renderWithProviders(<AdminAnalyticsPage />, { auth: fakeAuth('signed-in', 'admin') });
    expect(await screen.findByText('No events in the last 14 days yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the counts cannot be loaded', async () => {
    answer(() => ({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }), 500);
    renderWithProviders(<AdminAnalyticsPage />, { auth: fakeAuth('signed-in', 'admin') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The event counts could not be loaded: Something went wrong.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is for admins only', () => {
    renderWithProviders(<AdminAnalyticsPage />, { auth: fakeAuth('signed-in', 'user') });
    expect(screen.getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
  });
});
