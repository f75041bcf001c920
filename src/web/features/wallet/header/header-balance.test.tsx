// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { apiFetch } from '@/web/lib/api-client';
import { queryKeys } from '@/web/lib/query-keys';
import { setSessionEnding } from '@/web/lib/session-cache';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { serve } from '../testing/render-wallet';
import { balanceGain } from './balance-gain';
import { gainShownMs, HeaderBalance } from './header-balance';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

describe('balanceGain', () => {
  it('is the rise, to the unit, and null for no rise or an unknown side', () => {
    expect(balanceGain('10.5', '12.75')).toBe('2.25');
    expect(balanceGain('0.00000001', '0.00000002')).toBe('0.00000001');
    expect(balanceGain('12', '7')).toBeNull();
    expect(balanceGain('12', '12')).toBeNull();
    expect(balanceGain(undefined, '12')).toBeNull();
  });
});

describe('HeaderBalance', () => {
  it('asks nothing when it mounts while a sign-out runs (the server may have revoked it)', async () => {
    serve({ '/api/wallet/balance': () => ({ balance: '10' }) });
    setSessionEnding(true);
    try {
      renderWithProviders(<HeaderBalance />);
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(apiFetch).not.toHaveBeenCalled();
    } finally {
      setSessionEnding(false);
    }
  });

  it('shows the balance, then "+N QTT" for a while when a credit refreshes it', async () => {
    let balance = '10';
    serve({ '/api/wallet/balance': () => ({ balance }) });
    // The query library schedules with timers too: the fake clock also moves with real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { client } = renderWithProviders(<HeaderBalance />);
      const link = await screen.findByRole('link', { name: 'Wallet: 10.00 QTT' });
      expect(link).toHaveAttribute('href', '/wallet');
      // The first balance is no gain.
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      balance = '12.5';
      await act(() => client.invalidateQueries({ queryKey: queryKeys.wallet.all }));
      expect(await screen.findByRole('link', { name: 'Wallet: 12.50 QTT' })).toBeVisible();
      expect(screen.getByRole('status')).toHaveTextContent('+2.50 QTT');
      act(() => vi.advanceTimersByTime(gainShownMs));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      // A send lowers the balance: nothing to celebrate.
      balance = '7.5';
      await act(() => client.invalidateQueries({ queryKey: queryKeys.wallet.all }));
      expect(await screen.findByRole('link', { name: 'Wallet: 7.50 QTT' })).toBeVisible();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing until the balance is known', () => {
    serve({ '/api/wallet/balance': () => new Promise(() => {}) });
    const { container } = renderWithProviders(<HeaderBalance />);
    expect(container.querySelector('a')).toBeNull();
  });

  it('in the games bar, is the wallet link: "Wallet" until the balance is known, then it', async () => {
    let answer: (v: { balance: string }) => void = () => {};
    serve({ '/api/wallet/balance': () => new Promise((r) => (answer = r)) });
    renderWithProviders(<HeaderBalance layout="bar" className="item" />);
    const link = screen.getByRole('link', { name: 'Wallet' });
    expect(link).toHaveAttribute('href', '/wallet');
    expect(link).toHaveClass('item');
    act(() => answer({ balance: '618.5' }));
    expect(await screen.findByRole('link', { name: 'Wallet: 618.50 QTT' })).toHaveTextContent(
      '618.50',
    );
  });
});
