// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VaultList } from '@/domain/api/wallet';
import { apiFetch } from '@/web/lib/api-client';
import { loadVaultChain } from '@/web/lib/chain/load-vault-chain';
import type { VaultChain } from '@/web/lib/chain/vault-chain';
import { toast } from '@/web/lib/toast';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { chainConfig, fakeVaultChain, onchainVault, testAccount } from './testing/chain-fixtures';
import { makeVault, testNow } from './testing/vault-factory';
import { VaultSection } from './vault-section';

vi.mock('@/web/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/web/lib/chain/load-vault-chain', () => ({ loadVaultChain: vi.fn() }));

const list: VaultList = {
  vaults: [makeVault()],
  now: testNow.toISOString(),
  stats: {
    totalLocked: '100',
    activeCount: 1,
    rewardsEarned: '0',
    nextUnlockAt: null,
    elite: false,
  },
  reserveLimit: { shareBps: 1_000, headroom: '1000', balance: '100000' },
};

function serve(deployed = true, mockMode = true) {
  vi.mocked(apiFetch).mockImplementation(async (path: string) => {
    if (path === '/api/vaults') return list;
    if (path === '/api/chain') return chainConfig(deployed, mockMode);
    throw new Error(`unexpected ${path}`);
  });
}

/** An injected wallet on chain `chainIdHex` that shares `testAccount`. */
function injectWallet(chainIdHex = '0x7a69') {
  const request = vi.fn(async ({ method }: { method: string }) =>
    method === 'eth_chainId' ? chainIdHex : [testAccount],
  );
  vi.stubGlobal('ethereum', { request, on: vi.fn(), removeListener: vi.fn() });
  return request;
}

function chainModule(connect: () => Promise<VaultChain>) {
  vi.mocked(loadVaultChain).mockResolvedValue({
    connectInjectedWallet: vi.fn(connect),
    chainErrorDetail: (err: unknown) => `detail(${(err as Error).message})`,
  } as never);
}

async function renderSection() {
  const user = userEvent.setup();
  renderWithProviders(<VaultSection />, { auth: fakeAuth('signed-in') });
  await screen.findByRole('region', { name: 'Vault staking' });
  return user;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the vault section’s wallet connection', () => {
  it('says when the contracts are not deployed and offers mock mode only', async () => {
    serve(false);
    await renderSection();
    expect(
      await screen.findByText(
        'Vaults on QTN Local Chain are not available yet. Try mock mode to see how they work.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable Mock Mode' })).toBeInTheDocument();
  });

  it('where the server does not offer mock mode, shows no mock mode and no chain talk', async () => {
    serve(false, false);
    sessionStorage.setItem('qtn.chainConnection', 'mock');
    await renderSection();
    await waitFor(() => expect(apiFetch).toHaveBeenCalledWith('/api/chain', expect.anything()));
    await screen.findByRole('button', { name: 'Create Vault' });
    const section = screen.getByRole('region', { name: 'Vault staking' });
    await waitFor(() => expect(section).not.toHaveTextContent(/chain|mock/i));
    expect(screen.queryByRole('button', { name: 'Enable Mock Mode' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Mock mode' })).not.toBeInTheDocument();
  });

  it('deployed, offers Connect Wallet and mock mode only where the server offers it', async () => {
    serve(true, false);
    await renderSection();
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable Mock Mode' })).not.toBeInTheDocument();
  });

  it('in mock mode the form locks in the mock chain by default, the QTN wallet on request', async () => {
    serve(false);
    const user = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Enable Mock Mode' }));
    expect(await screen.findByRole('radio', { name: 'Mock' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'QTN wallet' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'QTN wallet' }));
    expect(screen.getByRole('radio', { name: 'QTN wallet' })).toBeChecked();
  });

  it('without an injected wallet, Connect Wallet fails with the no-wallet message', async () => {
    serve();
    const user = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(toast.error).toHaveBeenCalledWith(expect.stringMatching(/^No browser wallet found/), {
      title: 'Connection Failed',
    });
  });

  it('connects: Connecting..., a wrong-network warning, then the address, balance and menu', async () => {
    serve();
    injectWallet('0x1');
    let resolve: (c: VaultChain) => void = () => {};
    chainModule(() => new Promise((r) => (resolve = r)));
    const user = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByRole('button', { name: 'Connecting...' })).toBeDisabled();
    expect(toast.warning).toHaveBeenCalledWith('Please switch to QTN Local Chain', {
      title: 'Wrong Network',
    });
    resolve(fakeVaultChain({ now: testNow }));
    const menuButton = await screen.findByRole('button', { name: `Wallet ${testAccount}` });
    expect(menuButton).toHaveTextContent('0xAbCd…Ef01');
    expect(await screen.findByLabelText('Wallet balance')).toHaveTextContent('1,000.00 QTT');
    expect(sessionStorage.getItem('qtn.chainConnection')).toBe('wallet');

    // The menu by keyboard: Arrow Down opens it on Copy Address, Escape closes it.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Copy Address' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(testAccount);
    expect(toast.success).toHaveBeenCalledWith('Address copied to clipboard');
    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
    expect(toast.success).toHaveBeenCalledWith('Wallet disconnected successfully');
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(sessionStorage.getItem('qtn.chainConnection')).toBeNull();
  });

  it('a refused network switch is a Network Error naming the configured network', async () => {
    serve();
    injectWallet('0x1');
    chainModule(() => Promise.reject(new Error('User rejected')));
    const user = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to switch to QTN Local Chain', {
        title: 'Network Error',
      }),
    );
    expect(screen.getByRole('button', { name: 'Connect Wallet' })).toBeEnabled();
  });

  it('follows the wallet: another account reconnects to it, no account disconnects', async () => {
    serve();
    injectWallet();
    const listeners = new Map<string, (accounts: string[]) => void>();
    const wallet = (window as unknown as { ethereum: { on: ReturnType<typeof vi.fn> } }).ethereum;
    wallet.on.mockImplementation((event: string, fn: (accounts: string[]) => void) =>
      listeners.set(event, fn),
    );
    const other = '0x9999999999999999999999999999999999999999' as const;
    const chains = [
      fakeVaultChain({ now: testNow }),
      { ...fakeVaultChain({ now: testNow }), account: other },
    ];
    chainModule(async () => chains.shift() as VaultChain);
    const user = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    await screen.findByRole('button', { name: `Wallet ${testAccount}` });
    await waitFor(() => expect(listeners.has('accountsChanged')).toBe(true));
    act(() => listeners.get('accountsChanged')?.([other]));
    expect(await screen.findByRole('button', { name: `Wallet ${other}` })).toBeInTheDocument();
    act(() => listeners.get('accountsChanged')?.([]));
    expect(await screen.findByRole('button', { name: 'Connect Wallet' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Wallet disconnected successfully');
  });

  it('reconnects silently after a reload with eth_accounts, never eth_requestAccounts', async () => {
    serve();
    sessionStorage.setItem('qtn.chainConnection', 'wallet');
    const request = injectWallet();
    chainModule(async () => fakeVaultChain({ now: testNow }));
    await renderSection();
    await screen.findByRole('button', { name: `Wallet ${testAccount}` });
    const methods = request.mock.calls.map(([a]) => a.method);
    expect(methods).toContain('eth_accounts');
    expect(methods).not.toContain('eth_requestAccounts');
  });
});

describe('chain vaults beside the ledger’s', () => {
  async function connected(chain: ReturnType<typeof fakeVaultChain>) {
    serve();
    injectWallet();
    chainModule(async () => chain);
    const user = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    await screen.findByText('Showing 2 of 2 vaults');
    return user;
  }

  it('lists, counts and sums them, judged by the chain’s clock, and claims on chain', async () => {
    const chainNow = new Date('2025-06-05T00:00:00Z');
    const chain = fakeVaultChain({ vaults: [onchainVault()], now: chainNow });
    const user = await connected(chain);
    const row = screen.getByRole('button', { name: /100\.00 QTT, chain-0, Ready to Claim/ });
    expect(within(row).getByText('On-chain')).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd');
    expect(stat('Total locked')).toHaveTextContent('200.00 QTT');
    expect(stat('Active vaults')).toHaveTextContent('2');

    await user.click(row);
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(chain.claim).toHaveBeenCalledWith(0n));
    expect(
      await screen.findByText('Reward claimed! Received 15.00 QTT Gas used: 80,000'),
    ).toBeInTheDocument();
    expect(apiFetch).not.toHaveBeenCalledWith(expect.stringMatching(/claim/), expect.anything());
  });

  it('an early unlock asks first with the contract’s 85 % and reports a failure', async () => {
    const locked = onchainVault({ unlockTime: new Date('2025-07-01T12:00:00Z') });
    const chain = fakeVaultChain({ vaults: [locked], now: testNow });
    chain.unlock.mockRejectedValueOnce(new Error('VaultNotLocked'));
    const user = await connected(chain);
    const row = screen.getByRole('button', { name: /chain-0, Locked \(30 days remaining\)/ });
    await user.click(row);
    const li = row.closest('li') as HTMLElement;
    await user.click(within(li).getByRole('button', { name: 'Unlock' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlock early?' });
    expect(dialog).toHaveTextContent('returns 85.00 QTT to your wallet and keeps 15.00 QTT');
    await user.click(within(dialog).getByRole('button', { name: 'Unlock' }));
    expect(
      await screen.findByText('Blockchain unlock failed: detail(VaultNotLocked)'),
    ).toBeInTheDocument();
  });

  it('the create form locks on chain with the chain’s multiplier and reports the TX', async () => {
    const chain = fakeVaultChain({ vaults: [onchainVault()], now: testNow });
    const user = await connected(chain);
    await user.click(screen.getByRole('radio', { name: /On-chain \(0xAbCd…Ef01\)/ }));
    await user.type(screen.getByLabelText('Amount (QTT)'), '100');
    expect(screen.getByText(/1\.15× · reward 15\.00 QTT/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Vault' }));
    await waitFor(() =>
      expect(chain.lock).toHaveBeenCalledWith(100n * 10n ** 18n, 30, expect.any(Function)),
    );
    expect(
      await screen.findByText(
        /^Vault created on blockchain! TX: 0xabababab…ababab Gas used: 123,456$/,
      ),
    ).toBeInTheDocument();
    chain.lock.mockRejectedValueOnce(new Error('VaultNotFound'));
    await user.type(screen.getByLabelText('Amount (QTT)'), '50');
    await user.click(screen.getByRole('button', { name: 'Create Vault' }));
    expect(
      await screen.findByText('Blockchain vault creation failed: detail(VaultNotFound)'),
    ).toBeInTheDocument();
  });

  it('shows the contract’s limit for the account and duration, and the ledger’s for QTN wallet', async () => {
    const e18 = 10n ** 18n;
    const chain = fakeVaultChain({
      vaults: [onchainVault()],
      now: testNow,
      maxLock: 200n * e18 + 19n,
    });
    const user = await connected(chain);
    // The ledger's: 1,000 QTT of reward is 5,000 QTT for 30 days.
    expect(
      screen.getByText('You can lock at most 5,000.00 QTT for 30 days now.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /On-chain \(0xAbCd…Ef01\)/ }));
    await user.click(screen.getByRole('radio', { name: /7 days/ }));
    expect(
      await screen.findByText('You can lock at most 200.00 QTT for 7 days now.'),
    ).toBeInTheDocument();
    expect(chain.maxLockAmount).toHaveBeenCalledWith(7);
    await user.type(screen.getByLabelText('Amount (QTT)'), '200.01');
    expect(screen.getByText(/You can lock at most 200\.00 QTT/).parentElement).toHaveClass(
      'text-amber-300',
    );
  });
});
