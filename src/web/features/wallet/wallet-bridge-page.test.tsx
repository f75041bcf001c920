// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BridgeStatus, Deposit, Withdrawal } from '@/domain/api/bridge';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { loadVaultChain } from '@/web/lib/chain/load-vault-chain';
import { toast } from '@/web/lib/toast';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import {
  bridgeStatus,
  deposit,
  depositAccount,
  fakeBridgeChain,
  withdrawal,
} from './bridge/testing/bridge-fixtures';
import { chainConfig, fakeVaultChain, testAccount } from './vaults/testing/chain-fixtures';
import { WalletBridgePage } from './wallet-bridge-page';

vi.mock('@/web/lib/api-client', async (original) => ({
  ...(await original<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/web/lib/chain/load-vault-chain', () => ({ loadVaultChain: vi.fn() }));

const posts: Array<{ body: unknown; key: string | undefined }> = [];

function serve({
  status = bridgeStatus(),
  withdrawals = [] as Withdrawal[],
  deposits = [] as Deposit[],
  withdraw = (): unknown => withdrawal(),
} = {}) {
  vi.mocked(apiFetch).mockImplementation(async (path: string, init?: RequestInit) => {
    if (path === '/api/bridge') return status satisfies BridgeStatus;
    if (path === '/api/chain') return chainConfig();
    if (path === '/api/bridge/withdrawals' && init?.method === 'POST') {
      const headers = init.headers as Record<string, string>;
      posts.push({ body: JSON.parse(String(init.body)), key: headers['idempotency-key'] });
      return withdraw();
    }
    if (path === '/api/bridge/withdrawals') return { withdrawals };
    if (path === '/api/bridge/deposits') return { deposits };
    throw new Error(`unexpected ${path}`);
  });
}

/** A wallet this tab connected before: the page reconnects it silently, as the vault does. */
function connectedWallet(account: string = testAccount) {
  const bridge = fakeBridgeChain();
  vi.stubGlobal('ethereum', {
    request: vi.fn(async ({ method }: { method: string }) =>
      method === 'eth_chainId' ? '0x7a69' : [account],
    ),
    on: vi.fn(),
    removeListener: vi.fn(),
  });
  sessionStorage.setItem('qtn.chainConnection', 'wallet');
  const chain = { ...fakeVaultChain({ now: new Date() }), account, bridge: () => bridge };
  vi.mocked(loadVaultChain).mockResolvedValue({
    connectInjectedWallet: vi.fn(async () => chain),
    chainErrorDetail: (err: unknown) => (err as Error).message,
  } as never);
  return bridge;
}

const renderPage = () => {
  renderWithProviders(<WalletBridgePage />, { auth: fakeAuth('signed-in'), url: '/wallet/bridge' });
  return userEvent.setup();
};

beforeEach(() => {
  sessionStorage.clear();
  posts.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the bridge page, off', () => {
  it.each([
    ['not-configured', /This server is not set up to move QTT/],
    ['not-deployed', /The bridge contract is not deployed on QTN Local Chain yet/],
    ['signer-mismatch', /withdrawals are paused until it is fixed/],
  ] as const)('says why (%s) and offers nothing that cannot work', async (reason, text) => {
    serve({ status: bridgeStatus({ enabled: false, offReason: reason, contract: null }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The bridge is off' })).toBeVisible();
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Withdraw to chain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Deposit from chain' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
    expect(await screen.findByText('No withdrawals yet.')).toBeVisible();
  });
});

describe('the bridge page, on', () => {
  it('without a wallet extension says so, and the forms wait for a wallet', async () => {
    serve();
    renderPage();
    expect(await screen.findByText(/^No browser wallet found/)).toBeVisible();
    expect(screen.getByText('Connect your wallet above to withdraw to it.')).toBeVisible();
    expect(screen.getByLabelText(/Amount/, { selector: '[name=amount]' })).toBeDisabled();
    expect(screen.getByText('10 QTT minimum · 1,000 QTT left today')).toBeVisible();
    expect(await screen.findByText('No withdrawals yet.')).toBeVisible();
    expect(screen.getByText('None waiting.')).toBeVisible();
  });

  it('checks the amount, reviews, and issues one voucher per attempt with its own key', async () => {
    serve({ withdraw: () => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'Try again soon.')) });
    connectedWallet();
    const user = renderPage();
    const form = await screen.findByRole('form', { name: 'Withdraw to chain' });
    expect(await within(form).findByLabelText('Recipient')).toHaveTextContent(testAccount);
    const amount = within(form).getByLabelText(/Amount/);
    await user.type(amount, '9');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(within(form).getByText('Withdrawals start at 10 QTT.')).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(within(form).getByRole('button', { name: 'Review' }));

    const review = screen.getByRole('form', { name: 'Confirm withdrawal' });
    expect(within(review).getByRole('heading')).toHaveTextContent(
      'Withdraw 50.00 QTT to 0xAbCd…Ef01?',
    );
    expect(review).toHaveTextContent('within 24 hours');
    await user.click(within(review).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(review).findByText('Try again soon.')).toBeVisible();
    expect(toast.error).toHaveBeenCalledWith('Try again soon.');
    await user.click(within(review).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[0]?.body).toEqual({ amount: '50', recipient: testAccount });
    expect(posts[1]?.key).toBe(posts[0]?.key);

    await user.click(within(review).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[2]?.key).not.toBe(posts[0]?.key);
  });

  it('lists withdrawals by state, and redeems an issued one in the connected wallet', async () => {
    serve({
      withdrawals: [
        withdrawal(),
        withdrawal({
          id: 'w2',
          state: 'redeemed',
          voucher: null,
          redeemedTx: `0x${'ee'.repeat(32)}`,
          redeemedTxUrl: 'https://explorer.test/tx/0xee',
        }),
        withdrawal({ id: 'w3', state: 'expired', voucher: null }),
        withdrawal({
          id: 'w4',
          state: 'refunded',
          voucher: null,
          refundedAt: '2026-11-29T11:00:00Z',
        }),
      ],
    });
    const bridge = connectedWallet();
    const user = renderPage();
    const list = await screen.findByRole('region', { name: 'Your withdrawals' });
    expect(await within(list).findByText(/^Issued — redeem before Nov 29, 2026/)).toBeVisible();
    expect(within(list).getByRole('link', { name: /^TX 0xeeeeeeee/ })).toHaveAttribute(
      'href',
      'https://explorer.test/tx/0xee',
    );
    expect(within(list).getByText('Expired — refund after confirmations')).toBeVisible();
    expect(within(list).getByText(/^Refunded Nov 29, 2026/)).toBeVisible();
    const redeem = within(list).getByRole('button', { name: 'Redeem in wallet' });
    await waitFor(() => expect(redeem).toBeEnabled());
    await user.click(redeem);
    await waitFor(() => expect(bridge.redeem).toHaveBeenCalledWith(withdrawal().voucher));
    expect(toast.success).toHaveBeenCalledWith(
      expect.stringMatching(/^Redeemed 50\.00 QTT to your wallet\. TX: 0xefefefef/),
    );
  });

  it('disables Redeem with the reason when another address is connected', async () => {
    serve({ withdrawals: [withdrawal()] });
    connectedWallet(`0x${'9'.repeat(40)}`);
    renderPage();
    const list = await screen.findByRole('region', { name: 'Your withdrawals' });
    await screen.findByRole('button', { name: /^Wallet 0x9999/ });
    const redeem = await within(list).findByRole('button', { name: 'Redeem in wallet' });
    expect(redeem).toBeDisabled();
    expect(redeem).toHaveAccessibleDescription(
      'This voucher pays 0xAbCd…Ef01. Connect that address to redeem.',
    );
  });

  it('deposits naming the member’s account, approving first, and shows the confirmations', async () => {
    serve({
      deposits: [
        deposit(),
        deposit({
          txHash: `0x${'01'.repeat(32)}`,
          state: 'credited',
          confirmations: 2,
          creditedAt: '2026-11-28T10:01:00Z',
        }),
      ],
    });
    const bridge = connectedWallet();
    const user = renderPage();
    const card = await screen.findByRole('region', { name: 'Deposit from chain' });
    expect(within(card).getByLabelText('Deposit account')).toHaveTextContent(depositAccount);
    expect(await within(card).findByText('On chain: 1,000.00 QTT')).toBeVisible();
    const amount = within(card).getByLabelText(/Amount/);
    await user.type(amount, '1000.01');
    await user.click(within(card).getByRole('button', { name: 'Approve and deposit' }));
    expect(within(card).getByText('That is more than your wallet holds on chain.')).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(within(card).getByRole('button', { name: 'Approve and deposit' }));
    await waitFor(() =>
      expect(bridge.deposit).toHaveBeenCalledWith(
        depositAccount,
        20n * 10n ** 18n,
        expect.any(Function),
      ),
    );
    const deposits = screen.getByRole('region', { name: 'Your deposits' });
    expect(within(deposits).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(deposits).getByText('1 of 2 confirmations')).toBeVisible();
    expect(within(deposits).getByText('Credited')).toBeVisible();
  });
});
