// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardHoldsResponse } from '@/domain/api/reward-holds';
import type { SecurityFlag } from '@/domain/api/security-flags';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { FarmWatch } from './farm-watch';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const userId = '4b0c1c62-5b55-4d35-9f5a-2b0b9d7b7c11';
const flag: SecurityFlag = {
  userId,
  userName: 'Mallory',
  kind: 'shared_address',
  reason: '4 accounts were paid watch rewards from 203.0.113.9 in the last 24 hours.',
  address: '203.0.113.9',
  figures: { accounts: 4, rewards: 7 },
  firstSeen: '2026-11-22T09:00:00.000Z',
  lastSeen: '2026-11-23T09:00:00.000Z',
  held: false,
};
let held: RewardHoldsResponse = { holds: [], withheld: [] };
let flags: SecurityFlag[] = [flag];

beforeEach(() => {
  api.mockReset();
  held = { holds: [], withheld: [] };
  flags = [flag];
  api.mockImplementation(async (path: string, init?: RequestInit) => {
    if (path === '/api/security-flags') return { flags };
    if (path === '/api/admin/reward-holds' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { userId: string; reason: string };
      held = {
        holds: [
          {
            ...body,
            userName: 'Mallory',
            heldBy: 'admin-1',
            heldAt: '2026-11-23T10:00:00.000Z',
            withheldCount: 1,
            withheldTotal: '2',
          },
        ],
        withheld: [
          {
            userId,
            userName: 'Mallory',
            type: 'watch',
            amount: '2',
            createdAt: '2026-11-23T10:05:00.000Z',
          },
        ],
      };
      flags = [{ ...flag, held: true }];
      return { ...body, heldBy: 'admin-1', heldAt: '2026-11-23T10:00:00.000Z' };
    }
    if (path === '/api/admin/reward-holds') return held;
    if (path === `/api/admin/reward-holds/${userId}/release`) {
      held = { ...held, holds: [] };
      flags = [flag];
      return { userId, released: true };
    }
    throw new Error(`unexpected ${path}`);
  });
});

const renderSection = (
  credential: Parameters<typeof FarmWatch>[0]['credential'] = { kind: 'session' },
) => {
  renderWithProviders(<FarmWatch credential={credential} />, {
    auth: fakeAuth('signed-in', 'admin'),
    url: '/admin/security',
  });
  return userEvent.setup();
};

describe('Flagged accounts and reward holds', () => {
  it('lists a flag with its reason, address, evidence and times', async () => {
    renderSection();
    const table = await screen.findByRole('table', { name: 'Flagged accounts' });
    const row = within(table).getByRole('row', { name: /Mallory/ });
    expect(row).toHaveTextContent(flag.reason);
    expect(row).toHaveTextContent('203.0.113.9');
    expect(row).toHaveTextContent('accounts 4 · rewards 7');
    expect(within(row).getAllByRole('time')).toHaveLength(2);
  });

  it('lists a game flag beside the watch flags, and holds from it with its reason', async () => {
    const game: SecurityFlag = {
      ...flag,
      userId: '7d1f0c62-5b55-4d35-9f5a-2b0b9d7b7c12',
      userName: 'Trent',
      kind: 'game_shared_address',
      reason:
        '20 accounts earned from games at 203.0.113.50 in the last 24 hours: 3 paid, and 17 more were withheld by the limit of 3 accounts per address.',
      address: '203.0.113.50',
      figures: { accounts: 20, paid: 3, withheld: 17, sessions: 40 },
    };
    flags = [flag, game];
    const user = renderSection();
    const table = await screen.findByRole('table', { name: 'Flagged accounts' });
    const row = within(table).getByRole('row', { name: /Trent/ });
    expect(row).toHaveTextContent(game.reason);
    expect(row).toHaveTextContent('accounts 20 · paid 3 · withheld 17 · sessions 40');
    await user.click(within(row).getByRole('button', { name: 'Hold rewards of Trent' }));
    const form = screen.getByRole('region', { name: 'Hold rewards' });
    // It opens below the table, focused on its reason, so the admin lands on it.
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    expect(within(form).getByLabelText('Reason')).toHaveValue(game.reason);
    await user.click(within(form).getByRole('button', { name: 'Hold rewards' }));
    await screen.findByRole('table', { name: 'Rewards on hold' });
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      userId: game.userId,
      reason: game.reason,
    });
  });

  it('holds with a reason, shows the hold and what it withheld, then releases it', async () => {
    const user = renderSection();
    await screen.findByRole('table', { name: 'Flagged accounts' });
    await user.click(await screen.findByRole('button', { name: /^Hold/ }));
    const form = screen.getByRole('region', { name: 'Hold rewards' });
    const reason = within(form).getByLabelText('Reason');
    expect(reason).toHaveValue(flag.reason);
    await user.clear(reason);
    await user.click(within(form).getByRole('button', { name: 'Hold rewards' }));
    expect(within(form).getByText('Write why, in 3 characters or more.')).toBeInTheDocument();
    await user.type(reason, 'Farm at 203.0.113.9');
    await user.click(within(form).getByRole('button', { name: 'Hold rewards' }));

    const holds = await screen.findByRole('table', { name: 'Rewards on hold' });
    const row = within(holds).getByRole('row', { name: /Mallory/ });
    expect(row).toHaveTextContent('Farm at 203.0.113.9');
    expect(row).toHaveTextContent('2.00 QTT (1)');
    expect(screen.queryByRole('region', { name: 'Hold rewards' })).not.toBeInTheDocument();
    expect(await screen.findByText('On hold')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Withheld rewards' })).toHaveTextContent('watch');
    const post = api.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ userId, reason: 'Farm at 203.0.113.9' });

    await user.click(within(row).getByRole('button', { name: /^Release/ }));
    expect(await screen.findByText("No account's rewards are on hold.")).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Hold/ })).toBeEnabled();
  });

  it('sends the admin key, and says why a refused request failed', async () => {
    api.mockImplementation(async () => {
      throw new ApiError(401, 'UNAUTHORIZED', 'The admin key is not valid.');
    });
    renderSection({ kind: 'key', key: 'k'.repeat(30) });
    expect(await screen.findByText('Flags request failed')).toBeInTheDocument();
    expect(await screen.findByText('Holds request failed')).toBeInTheDocument();
    const headers = api.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>).authorization,
    );
    expect(headers.every((h) => h === `Bearer ${'k'.repeat(30)}`)).toBe(true);
  });
});
