// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Statement } from '@/domain/api/statement';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { WalletStatementPage } from './wallet-statement-page';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

const zeroCredits = {
  watch: '0',
  games: '0',
  usageBonus: '0',
  vaultGains: '0',
  vaultReturns: '0',
  pi: '0',
  chainDeposits: '0',
  chainRefunds: '0',
  received: '0',
  other: '0',
};
const zeroDebits = {
  sent: '0',
  vaultLocks: '0',
  penalties: '0',
  chainWithdrawals: '0',
  other: '0',
};

function statement(period: { from: string; to: string }, over: Partial<Statement> = {}) {
  return {
    period,
    opening: '10',
    credits: { ...zeroCredits, watch: '2.5' },
    debits: { ...zeroDebits, sent: '1' },
    totalCredits: '2.5',
    totalDebits: '1',
    closing: '11.5',
    movements: 2,
    ...over,
  };
}

const asked: string[] = [];
function serve(answer: (query: URLSearchParams) => unknown) {
  vi.mocked(apiFetch).mockImplementation(async (path: string) => {
    const url = new URL(path, 'http://x');
    if (url.pathname !== '/api/wallet/statement') throw new Error(`unexpected ${path}`);
    asked.push(url.search);
    return answer(url.searchParams);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00Z'), toFake: ['Date'] });
  vi.mocked(apiFetch).mockReset();
  asked.length = 0;
});
afterEach(() => vi.useRealTimers());

const renderPage = () =>
  renderWithProviders(<WalletStatementPage />, {
    auth: fakeAuth('signed-in'),
    url: '/wallet/statement',
  });

const amountOf = (row: string) =>
  within(screen.getByRole('row', { name: new RegExp(row) })).getByRole('cell');

describe('the statement page', () => {
  it('opens on this UTC month and steps back by month', async () => {
    serve((q) =>
      q.get('from') === '2026-10-01'
        ? statement(
            { from: '2026-10-01', to: '2026-10-31' },
            {
              credits: zeroCredits,
              debits: zeroDebits,
              totalCredits: '0',
              totalDebits: '0',
              opening: '0',
              closing: '0',
              movements: 0,
            },
          )
        : statement({ from: '2026-11-01', to: '2026-11-30' }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(amountOf('Opening balance')).toHaveTextContent('10.00');
    expect(amountOf('Watch rewards')).toHaveTextContent('2.50');
    expect(amountOf('Sent to members')).toHaveTextContent('−1.00');
    expect(amountOf('Closing balance')).toHaveTextContent('11.50');
    expect(screen.getByText(/so far: the period is not over/)).toBeInTheDocument();
    // Nothing after this month.
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    expect(screen.getByText(/No movements in this period/)).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-11-01&to=2026-11-30', '?from=2026-10-01&to=2026-10-31']);
  });

  it('asks for a custom range only once it is whole and short enough', async () => {
    serve((q) => statement({ from: q.get('from') ?? '', to: q.get('to') ?? '' }));
    renderPage();
    await screen.findByRole('heading', { name: 'November 2026' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Custom range' }));
    expect(
      await screen.findByRole('heading', { name: 'Nov 1, 2026 – Nov 30, 2026' }),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    expect(await screen.findByText('A statement covers at most 366 days.')).toBeInTheDocument();
    // The range starts as the month shown, which is already loaded.
    expect(asked).toEqual(['?from=2026-11-01&to=2026-11-30']);
  });

  it('says what failed and tries again', async () => {
    let fail = true;
    serve(() => {
      if (fail) throw new ApiError(503, 'UNAVAILABLE', 'Service unavailable.');
      return statement({ from: '2026-11-01', to: '2026-11-30' });
    });
    renderPage();
    expect(await screen.findByText('Could not load your statement.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in', () => {
    renderWithProviders(<WalletStatementPage />, {
      auth: fakeAuth('signed-out'),
      url: '/wallet/statement',
    });
    expect(screen.getByText('Authentication required')).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
