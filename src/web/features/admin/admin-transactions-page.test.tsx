// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { fakeAuth } from '@/web/testing/fake-auth';
import { ada, entry, page, renderAdminPage, rewardPool, summary } from './testing/admin-test-utils';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = vi.mocked(apiFetch);

/** Answers like the server, by path; `post` decides what a write returns. */
function serve(post: (path: string, init: RequestInit) => unknown = () => ({ id: '8' })) {
  api.mockImplementation(async (path: string, init: RequestInit = {}) => {
    if (init.method === 'POST') return post(path, init);
    if (path.startsWith('/api/admin/ledger/summary')) return summary();
    if (path.startsWith('/api/admin/ledger?')) return page([entry()]);
    if (path.startsWith('/api/admin/accounts?')) return { accounts: [ada] };
    if (path === '/api/admin/pi-payments/stuck') return { payments: [] };
    if (path === '/api/reward-pool') return rewardPool();
    throw new Error(`unexpected ${path}`);
  });
}

const ledgerCalls = () =>
  api.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/api/admin/ledger?'));

beforeEach(() => {
  api.mockReset();
  vi.mocked(toast.success).mockClear();
});

describe('AdminTransactionsPage guard', () => {
  it('shows a spinner while the session loads, and asks nothing of the server', () => {
    renderAdminPage(fakeAuth('loading'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Transactions');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(api).not.toHaveBeenCalled();
  });

  it('offers a signed-out visitor the sign-in modal', async () => {
    const auth = fakeAuth('signed-out');
    renderAdminPage(auth);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(auth.openSignIn).toHaveBeenCalledOnce();
    expect(api).not.toHaveBeenCalled();
  });

  it('tells a signed-in user who is not an admin that the page is not for them', () => {
    renderAdminPage(fakeAuth('signed-in', 'user'));
    expect(screen.getByText('This page is for admins only.')).toBeVisible();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the same notice when the server refuses the admin (403)', async () => {
    api.mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Admins only.'));
    renderAdminPage();
    expect(await screen.findByText('This page is for admins only.')).toBeVisible();
  });
});

describe('AdminTransactionsPage for an admin', () => {
  it('shows the pools and that the ledger reconciles', async () => {
    serve();
    renderAdminPage();
    expect(await screen.findByText('Ledger reconciles')).toBeVisible();
    const pools = screen.getByRole('region', { name: 'Summary' });
    expect(within(pools).getByText('Reward pool').nextSibling).toHaveTextContent('999,975.00');
    expect(within(pools).getByText('Total in wallets').nextSibling).toHaveTextContent('12.50');
    expect(
      await screen.findByRole('cell', { name: /Admin grant: Support ticket 42/ }),
    ).toBeVisible();
  });

  it('lists the mismatching accounts when the ledger does not reconcile', async () => {
    api.mockImplementation(async (path: string) => {
      if (path.includes('summary')) {
        return summary({
          ok: false,
          mismatches: [{ id: 'pool:reward', stored: '10', journal: '9' }],
        });
      }
      if (path.includes('pi-payments')) return { payments: [] };
      if (path === '/api/reward-pool') return rewardPool();
      return page([]);
    });
    renderAdminPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ledger does not reconcile');
    expect(alert).toHaveTextContent('pool:reward: stored 10.00, journal 9.00');
  });

  it('turns the filters into the query string and pages with before', async () => {
    api.mockImplementation(async (path: string) => {
      if (path.includes('summary')) return summary();
      if (path.includes('pi-payments')) return { payments: [] };
      if (path === '/api/reward-pool') return rewardPool();
      return path.includes('before=') ? page([entry({ id: '3' })]) : page([entry()], '7');
    });
    const user = userEvent.setup();
    renderAdminPage();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(ledgerCalls()).toContain('/api/admin/ledger?before=7&limit=50'));
    await user.selectOptions(screen.getByLabelText('Type'), 'reward');
    await user.type(screen.getByLabelText('From'), '2026-04-01');
    await user.type(screen.getByLabelText('Search'), 'ada@example.com');
    await waitFor(() =>
      expect(ledgerCalls().at(-1)).toBe(
        '/api/admin/ledger?q=ada%40example.com&type=reward&from=2026-04-01&limit=50',
      ),
    );
  });
});

describe('the reward pool runway', () => {
  it('shows the balance and the days of budget it holds', async () => {
    serve();
    renderAdminPage();
    const runway = await screen.findByRole('region', { name: 'Daily budget runway' });
    expect(await within(runway).findByText(/999,975.00 QTT/)).toBeVisible();
    expect(within(runway).getByTestId('runway')).toHaveTextContent(
      'Holds 999 days of the daily budget (1,000.00 QTT a day).',
    );
    expect(within(runway).queryByText('Warning:')).toBeNull();
  });

  it('warns when under a week of budget is left, and says when no budget is set', async () => {
    serve();
    api.mockImplementation(async (path: string) => {
      if (path === '/api/reward-pool') return rewardPool({ balanceQtt: '2500', daysOfBudget: 2 });
      if (path.includes('summary')) return summary();
      if (path.includes('pi-payments')) return { payments: [] };
      return page([]);
    });
    const view = renderAdminPage();
    const runway = await screen.findByRole('region', { name: 'Daily budget runway' });
    expect(await within(runway).findByTestId('runway')).toHaveTextContent(
      'Warning: Holds 2 days of the daily budget',
    );
    view.unmount();
    api.mockImplementation(async (path: string) => {
      if (path === '/api/reward-pool') return rewardPool({ daysOfBudget: null });
      if (path.includes('summary')) return summary();
      if (path.includes('pi-payments')) return { payments: [] };
      return page([]);
    });
    renderAdminPage();
    expect(await screen.findByText('No daily budget is set.')).toBeVisible();
  });

  it('offers a Retry when the pool cannot be read', async () => {
    api.mockImplementation(async (path: string) => {
      if (path === '/api/reward-pool') throw new ApiError(500, 'INTERNAL', 'Broken');
      if (path.includes('summary')) return summary();
      if (path.includes('pi-payments')) return { payments: [] };
      return page([]);
    });
    renderAdminPage();
    expect(await screen.findByText('The reward pool could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});
