// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VaultList } from '@/domain/api/wallet';
import { apiFetch } from '@/web/lib/api-client';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { chainConfig } from './testing/chain-fixtures';
import { makeVault, testNow } from './testing/vault-factory';
import { VaultSection } from './vault-section';

vi.mock('@/web/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const locked = makeVault();
const list: VaultList = {
  vaults: [locked],
  now: testNow.toISOString(),
  stats: {
    totalLocked: '100',
    activeCount: 1,
    rewardsEarned: '0',
    nextUnlockAt: null,
    elite: false,
  },
  reserveLimit: { shareBps: 1_000, headroom: '1000', balance: '900' },
};

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(apiFetch).mockImplementation(async (path: string, init?: RequestInit) => {
    if (path === '/api/vaults' && init?.method === 'POST') {
      return makeVault({ id: 'v_new00001', amount: '50' });
    }
    if (path === '/api/vaults') return list;
    if (path === '/api/chain') return chainConfig(false);
    if (path === `/api/vaults/${locked.id}/withdraw`) {
      return { ...locked, status: 'withdrawn', payout: '85', penalty: '15' };
    }
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => vi.clearAllMocks());

async function renderSection() {
  const user = userEvent.setup();
  renderWithProviders(<VaultSection ledgerBalance="250.5" />, { auth: fakeAuth('signed-in') });
  await screen.findByRole('region', { name: 'Vault staking' });
  return user;
}

describe('the vault section’s outcomes and balance', () => {
  it('shows only the latest outcome: a withdrawal replaces the creation banner', async () => {
    const user = await renderSection();
    await user.type(screen.getByLabelText('Amount (QTT)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create Vault' }));
    expect(await screen.findByText(/^Vault created! Locked 50\.00 QTT/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /v_abc12345/ }));
    await user.click(screen.getByRole('button', { name: 'Withdraw Early' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw early?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Early' }));
    expect(await screen.findByText(/^Vault withdrawn early\. Returned 85\.00 QTT/)).toBeVisible();
    expect(screen.queryByText(/^Vault created!/)).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('status').filter((s) => s.textContent?.startsWith('Vault')),
    ).toHaveLength(1);

    // A new creation replaces the withdrawal's banner in turn.
    await user.type(screen.getByLabelText('Amount (QTT)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create Vault' }));
    expect(await screen.findByText(/^Vault created! Locked 50\.00 QTT/)).toBeInTheDocument();
    expect(screen.queryByText(/^Vault withdrawn early/)).not.toBeInTheDocument();
  });

  it('shows the balance available from the wallet summary, and the mock chain’s in mock mode', async () => {
    const user = await renderSection();
    expect(
      await screen.findByText('Available:', { exact: false, selector: 'p' }),
    ).toHaveTextContent('Available: 250.50 QTT in your QTN wallet');
    await user.click(await screen.findByRole('button', { name: 'Enable Mock Mode' }));
    await waitFor(() =>
      expect(screen.getByText(/^Available:/)).toHaveTextContent(
        'Available: 1,000.00 QTT in mock mode',
      ),
    );
  });
});
