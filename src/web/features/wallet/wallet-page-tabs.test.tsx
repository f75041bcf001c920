// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { page, pool, wallet } from './testing/wallet-fixtures';
import { renderWallet, serve } from './testing/render-wallet';

// ApiError stays real: the page tells failures apart by its status.
vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
vi.mock('./vaults/vault-section', () => ({ VaultSection: () => <p>Vault section</p> }));

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  localStorage.clear();
});

describe('WalletPage tabs', () => {
  it('switches tabs by click and arrow keys and keeps the tab in ?tab=', async () => {
    serve({ '/api/wallet': () => wallet(), '/api/wallet/transactions': () => page([]) });
    renderWallet();
    const user = userEvent.setup();
    const balance = await screen.findByRole('tab', { name: 'Balance' });
    expect(balance).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet?tab=transactions');
    expect(screen.getByRole('tabpanel', { name: 'Transactions' })).toBeVisible();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Earn QTT' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Earn QTT' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Vault section')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet?tab=balance');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet?tab=vault');
    await user.keyboard('{Home}');
    expect(balance).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the URL, and Balance for an unknown one', async () => {
    serve({ '/api/wallet': () => wallet() });
    renderWallet(undefined, '/wallet?tab=earn');
    expect(await screen.findByRole('tab', { name: 'Earn QTT' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("shows today's real figures on the Earn tab", async () => {
    serve({ '/api/wallet': () => wallet() });
    renderWallet(undefined, '/wallet?tab=earn');
    const panel = await screen.findByRole('tabpanel', { name: 'Earn QTT' });
    expect(within(panel).getByText('12.50 QTT')).toBeVisible();
    expect(within(panel).getByText('2.5 hours')).toBeVisible();
    expect(
      within(panel).getByText(
        /^0.01 QTT per second of verified watch time, paid after midnight UTC/,
      ),
    ).toBeVisible();
    // The server's progress toward each daily cap, and the streak.
    expect(
      within(panel).getByRole('progressbar', { name: '32.00 of 50.00 QTT from games today' }),
    ).toHaveAttribute('aria-valuenow', '64');
    expect(
      within(panel).getByRole('progressbar', { name: '8.00 of 50.00 QTT from watching today' }),
    ).toHaveAttribute('aria-valuenow', '16');
    expect(within(panel).getByText('3-day streak')).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Browse Content' })).toHaveAttribute(
      'href',
      '/content',
    );
    for (const [name, href] of [
      ['Play Games', '/earn/games'],
      ['Create Content', '/earn/content'],
      ['Exchange Pi', '/earn/exchange'],
    ]) {
      expect(within(panel).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });
});

describe('the Balance tab’s today line', () => {
  it('shows today’s figures, the projected usage bonus and when it is paid', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T21:30:00Z') });
    try {
      serve({ '/api/wallet': () => wallet(), '/api/pilot-pool': () => pool() });
      renderWallet();
      const today = await screen.findByRole('region', { name: 'Today' });
      expect(within(today).getByText('12.50 QTT')).toBeVisible();
      expect(await within(today).findByText('17.00 QTT')).toBeVisible();
      expect(within(today).getByText(/^Paid at .* your time, in 2 h 30 min$/)).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('Proof of Watch Time rewards box', () => {
  it('shows zero honestly while the summary endpoint does not exist (404)', async () => {
    serve({ '/api/wallet': () => wallet() });
    renderWallet();
    expect(await screen.findByText('No watch rewards yet')).toBeVisible();
    expect(screen.getByText('0 sessions')).toBeVisible();
  });

  it('lists recent sessions behind a toggle', async () => {
    const createdAt = new Date(Date.now() - 42_000).toISOString();
    serve({
      '/api/wallet': () => wallet(),
      '/api/powt-rewards-summary': () => ({
        total: '3.5',
        count: 2,
        recent: [
          { contentId: 'c_abc', contentTitle: null, reward: '1.25', createdAt },
          { contentId: 'c_def', contentTitle: 'Focus in 15 seconds', reward: '2', createdAt },
        ],
      }),
    });
    renderWallet();
    const toggle = await screen.findByRole('button', { name: /Recent sessions/ });
    expect(screen.getByText('3.50 QTT')).toBeVisible();
    expect(screen.getByText('2 sessions')).toBeVisible();
    expect(screen.getByText('Content c_abc')).not.toBeVisible();
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Content c_abc')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Focus in 15 seconds' })).toHaveAttribute(
      'href',
      '/watch/c_def',
    );
    expect(screen.getByText('+1.25 QTT')).toBeVisible();
    expect(screen.getAllByText(/^4[2-4]s ago$/)[0]).toBeVisible();
  });

  it('ignores a failed summary silently', async () => {
    serve({
      '/api/wallet': () => wallet(),
      '/api/powt-rewards-summary': () => {
        throw new ApiError(500, 'INTERNAL', 'Boom');
      },
    });
    renderWallet();
    expect(await screen.findByText('No watch rewards yet')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
