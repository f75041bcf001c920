// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { apiFetch } from '@/web/lib/api-client';
import { createTestQueryClient } from '@/web/testing/query-client';
import { page, tx } from '../testing/wallet-fixtures';
import { TransactionsTab } from './transactions-tab';

// ApiError stays real: the page tells failures apart by its status.
vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

function renderTab() {
  const client = createTestQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TransactionsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastQuery = () => new URL(String(api.mock.calls.at(-1)?.[0]), 'http://x').searchParams;

beforeEach(() => api.mockReset());

describe('TransactionsTab', () => {
  it('lists transactions with a type icon, an en-US date and a positive amount', async () => {
    api.mockResolvedValue(
      page([
        tx({ id: '5', type: 'game', reason: 'Game reward', amount: '1.5' }),
        tx({ id: '4', type: 'watch', reason: 'Watch time reward', amount: '0.25' }),
        tx({ id: '3', type: 'quiz', reason: 'Quiz reward' }),
        tx({ id: '2', type: 'devmode', reason: 'Dev grant' }),
        tx({
          id: '1',
          type: 'transfer',
          reason: 'Vault lock',
          amount: '1000',
          direction: 'out',
          createdAt: '2025-12-31T12:00:00.000Z',
        }),
      ]),
    );
    renderTab();
    const list = await screen.findByRole('list', { name: 'Transaction list' });
    const items = within(list).getAllByRole('listitem');
    const icons = items.map((li) => within(li).getByRole('img').getAttribute('aria-label'));
    expect(icons).toEqual(['Game', 'Watch', 'Quiz', 'Dev mode', 'Other']);

    expect(items[0]).toHaveTextContent('Game reward');
    expect(items[0]).toHaveTextContent('Apr 14, 2026');
    // A game reward is earned (it was labelled Received, yet listed only under Earned).
    expect(items[0]).toHaveTextContent('Earned 1.50 QTT');
    expect(items[4]).toHaveTextContent('Dec 31, 2025');
    expect(items[4]).toHaveTextContent('Sent 1,000.00 QTT');
    expect(items[4]).not.toHaveTextContent('-');
    expect(lastQuery().get('filter')).toBe('all');
    expect(lastQuery().get('limit')).toBe('25');
  });

  it('names the game and the video a reward came from, never their ids', async () => {
    api.mockResolvedValue(
      page([
        tx({ id: '3', type: 'game', reason: 'Gameplay reward', sourceId: 'flappy-dragon' }),
        tx({
          id: '2',
          type: 'watch',
          reason: 'Watch time reward',
          sourceId: 'c-uuid',
          sourceTitle: 'Ocean Waves',
        }),
        tx({ id: '1', type: 'watch', reason: 'Watch time reward', sourceId: 'gone-uuid' }),
      ]),
    );
    renderTab();
    const list = await screen.findByRole('list', { name: 'Transaction list' });
    const [game, watch, removed] = within(list).getAllByRole('listitem');
    expect(within(game as HTMLElement).getByRole('img')).toHaveAccessibleName('Game');
    expect(game).toHaveTextContent('Gameplay reward');
    expect(game).toHaveTextContent('For: Flappy Dragon');
    expect(game).not.toHaveTextContent('flappy-dragon');
    expect(watch).toHaveTextContent('For: “Ocean Waves”');
    expect(watch).not.toHaveTextContent('c-uuid');
    expect(removed).toHaveTextContent('a video since removed');
  });

  it('counts the daily usage bonus as earned', async () => {
    api.mockResolvedValue(
      page([
        tx({
          reason: 'Daily usage bonus for 2026-11-26',
          amount: '30',
          metadata: { kind: 'reward', day: '2026-11-26', scale: 1 },
        }),
      ]),
    );
    renderTab();
    const list = await screen.findByRole('list', { name: 'Transaction list' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Earned 30.00 QTT');
  });

  it('labels each item with the filter that lists it', async () => {
    api.mockResolvedValue(
      page([
        tx({ id: '3', type: 'reward', reason: 'Vault claimed', amount: '11' }),
        tx({ id: '2', type: 'transfer', reason: 'Vault withdrawn early', amount: '8.5' }),
        tx({ id: '1', type: 'watch', reason: 'Watch time reward', amount: '0.25' }),
      ]),
    );
    renderTab();
    const list = await screen.findByRole('list', { name: 'Transaction list' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Received 11.00 QTT');
    expect(items[1]).toHaveTextContent('Received 8.50 QTT');
    expect(items[2]).toHaveTextContent('Earned 0.25 QTT');
  });

  it("says 'No transactions found' when the list is empty", async () => {
    api.mockResolvedValue(page([]));
    renderTab();
    expect(await screen.findByText('No transactions found')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statement' })).toHaveAttribute(
      'href',
      '/wallet/statement',
    );
  });

  it('asks the server again when the filter or the dates change', async () => {
    api.mockResolvedValue(page([tx()]));
    renderTab();
    await screen.findByText('Test grant');
    const user = userEvent.setup();

    api.mockResolvedValue(page([]));
    await user.selectOptions(screen.getByLabelText('Filter'), 'Sent');
    expect(await screen.findByText('No transactions found')).toBeVisible();
    expect(lastQuery().get('filter')).toBe('sent');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-04-30' } });
    await screen.findByText('No transactions found');
    expect(lastQuery().get('from')).toBe('2026-04-01');
    expect(lastQuery().get('to')).toBe('2026-04-30');
    expect(lastQuery().get('filter')).toBe('sent');
    expect(screen.getByLabelText('From')).toHaveAttribute('max', '2026-04-30');
  });

  it('loads older pages with Load more, passing the cursor as `before`', async () => {
    api
      .mockResolvedValueOnce(page([tx({ id: '30', reason: 'Newest' })], '30'))
      .mockResolvedValueOnce(page([tx({ id: '29', reason: 'Oldest' })], null));
    renderTab();
    await screen.findByText('Newest');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Oldest')).toBeVisible();
    expect(screen.getByText('Newest')).toBeVisible();
    expect(lastQuery().get('before')).toBe('30');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
