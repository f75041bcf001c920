// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { reloadPage } from './reload-page';
import { wallet } from './testing/wallet-fixtures';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWallet, serve } from './testing/render-wallet';

// ApiError stays real: the page tells failures apart by its status.
vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));
vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));
vi.mock('./vaults/vault-section', () => ({ VaultSection: () => <p>Vault section</p> }));

const balanceCard = () => screen.findByRole('region', { name: 'QTT Balance' });

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  localStorage.clear();
});

describe('WalletPage states', () => {
  it('waits for the session before anything else', () => {
    renderWallet(fakeAuth('loading'));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('asks a signed-out visitor to sign in, without calling the wallet API', () => {
    renderWallet(fakeAuth('signed-out'));
    expect(
      screen.getByText('Please sign in to view your QTT balance and transactions.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { name: 'About QTT' })).toBeVisible();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('shows a skeleton while the wallet loads, then the balance, and remembers it', async () => {
    let resolve: (w: unknown) => void = () => {};
    serve({ '/api/wallet': () => new Promise((r) => (resolve = r)) });
    renderWallet();
    expect(screen.getByRole('status', { name: 'Loading wallet data' })).toBeVisible();
    await act(async () => resolve(wallet({ balance: '1234.5' })));
    expect(await balanceCard()).toHaveTextContent('1,234.50 QTT');
    expect(localStorage.getItem('qtt_balance')).toBe('1234.5');
    expect(screen.getByRole('link', { name: 'Send QTT' })).toHaveAttribute('href', '/wallet/send');
    expect(screen.getByRole('link', { name: 'Receive QTT' })).toHaveAttribute(
      'href',
      '/wallet/receive',
    );
    expect(screen.getByRole('link', { name: 'Exchange QTT' })).toHaveAttribute(
      'href',
      '/wallet/exchange',
    );
    expect(screen.getByText('1 QTT = 0.05 Pi')).toBeVisible();
    expect(screen.getByText('1 QTT = $0.025 USD')).toBeVisible();
  });

  it('shows QTT Wallet Unavailable with a Retry that reloads the page', async () => {
    serve({
      '/api/wallet': () => {
        throw new ApiError(500, 'INTERNAL', 'Boom');
      },
    });
    renderWallet();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('QTT Wallet Unavailable');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('falls back to local mode with the last known balance when the server is unreachable', async () => {
    localStorage.setItem('qtt_balance', '42.5');
    serve({
      '/api/wallet': () => {
        throw new ApiError(0, 'NETWORK', 'Server unavailable.');
      },
    });
    renderWallet();
    expect(await screen.findByText('QTT is in local mode only. Server unavailable.')).toBeVisible();
    expect(await balanceCard()).toHaveTextContent('42.50 QTT');
    expect(screen.queryByText('QTT Wallet Unavailable')).not.toBeInTheDocument();
  });

  it('shows 0 in local mode when nothing (or nonsense) was stored', async () => {
    localStorage.setItem('qtt_balance', 'lots');
    serve({
      '/api/wallet': () => {
        throw new ApiError(0, 'NETWORK', 'Server unavailable.');
      },
    });
    renderWallet();
    expect(await balanceCard()).toHaveTextContent('0.00 QTT');
  });

  it('treats an expired session (401) as signed out', async () => {
    serve({
      '/api/wallet': () => {
        throw new ApiError(401, 'UNAUTHORIZED', 'Sign in first');
      },
    });
    renderWallet();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  it('signs out with the Logout button', async () => {
    serve({ '/api/wallet': () => wallet() });
    const auth = fakeAuth('signed-in');
    renderWallet(auth);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.signOut).toHaveBeenCalledOnce();
  });
});
