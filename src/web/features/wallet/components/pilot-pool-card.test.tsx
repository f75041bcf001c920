// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { pilotPoolRefreshMs } from '../api/get-pilot-pool';
import { pool } from '../testing/wallet-fixtures';
import { PilotPoolCard } from './pilot-pool-card';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

const api = vi.mocked(apiFetch);
const poolCalls = () => api.mock.calls.filter(([p]) => p === '/api/pilot-pool').length;

beforeEach(() => api.mockReset());
afterEach(() => vi.useRealTimers());

describe("today's pool on the Earn tab", () => {
  it('shows the budget, everyone’s minutes, the scale and the reader’s projected share', async () => {
    api.mockResolvedValue(pool());
    renderWithProviders(<PilotPoolCard />);
    const card = await screen.findByRole('region', { name: "Today's pool" });
    expect(await within(card).findByText('1,000.00 QTT')).toBeVisible();
    expect(within(card).getByText('2,500 min')).toBeVisible();
    expect(within(card).getByText('12 users · Scaled to 66.7 %')).toBeVisible();
    expect(within(card).getByText('4.5 min')).toBeVisible();
    expect(within(card).getByText('Your projected share').nextSibling).toHaveTextContent(
      '17.00 QTT',
    );
    expect(card).toHaveTextContent('paid after midnight UTC');
  });

  it('says Full rate while demand fits, and leaves out the share for a visitor', async () => {
    api.mockResolvedValue(pool({ scaled: false, scale: 1, users: 1, you: null }));
    renderWithProviders(<PilotPoolCard />);
    expect(await screen.findByText('1 user · Full rate')).toBeVisible();
    expect(screen.queryByText('Your projected share')).toBeNull();
  });

  it('offers a Retry when the pool cannot be read', async () => {
    api.mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'Broken')).mockResolvedValue(pool());
    renderWithProviders(<PilotPoolCard />);
    expect(await screen.findByText("Today's pool could not be loaded.")).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('2,500 min')).toBeVisible();
  });

  it('reads the pool again on its interval and when a reward refreshes the wallet', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.mockResolvedValue(pool());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithProviders(<PilotPoolCard />, { client });
    await screen.findByText('2,500 min');
    expect(poolCalls()).toBe(1);
    api.mockResolvedValue(pool({ you: { minutes: 50, projectedShareQtt: '20' } }));
    // What a watch or game reward does (use-watch-tracker, use-verified-play, ...).
    await act(() => client.invalidateQueries({ queryKey: queryKeys.wallet.all }));
    expect(await screen.findByText('50 min')).toBeVisible();
    expect(poolCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(pilotPoolRefreshMs));
    expect(poolCalls()).toBe(3);
  });
});
