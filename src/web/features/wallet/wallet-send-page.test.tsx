// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { WalletReceivePage } from './wallet-receive-page';
import { WalletSendPage } from './wallet-send-page';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

const allowance = { balance: '120', sentToday: '0', dailyLimit: '500', available: '120' };
const sent = {
  id: '7',
  amount: '5',
  to: { username: 'bob', displayName: 'Bob' },
  note: 'Lunch',
  createdAt: '2026-11-27T10:00:00.000Z',
  balance: '115',
  sentToday: '5',
  dailyLimit: '500',
};
const sends: Array<{ body: unknown; key: string | undefined }> = [];

function serve(send: () => unknown = () => sent) {
  vi.mocked(apiFetch).mockImplementation(async (path: string, init?: RequestInit) => {
    if (path === '/api/wallet/send-allowance') return allowance;
    if (path.startsWith('/api/wallet/recipient?')) {
      const name = new URL(path, 'http://x').searchParams.get('username');
      if (name?.toLowerCase() === 'bob') return { username: 'bob', displayName: 'Bob' };
      throw new ApiError(404, 'RECIPIENT_NOT_FOUND', 'No QTN member has that username.');
    }
    if (path === '/api/wallet/send') {
      const headers = init?.headers as Record<string, string>;
      sends.push({ body: JSON.parse(String(init?.body)), key: headers['idempotency-key'] });
      return send();
    }
    throw new Error(`unexpected ${path}`);
  });
}

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  sends.length = 0;
});

const renderSend = (url = '/wallet/send') =>
  renderWithProviders(<WalletSendPage />, { auth: fakeAuth('signed-in'), url });

describe('Send QTT', () => {
  it('names the recipient, reviews, and sends once with one key per attempt', async () => {
    serve();
    renderSend();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Recipient/), 'BOB');
    expect(await screen.findByText('Bob')).toBeVisible();
    await user.type(screen.getByLabelText(/Amount/), '5');
    await user.type(screen.getByLabelText('Note (optional)'), 'Lunch');
    expect(await screen.findByText(/Available: 120.00 QTT/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review' }));

    expect(await screen.findByRole('heading', { name: 'Send 5.00 QTT to Bob?' })).toHaveFocus();
    expect(sends).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('heading', { name: 'Sent 5.00 QTT to Bob' })).toBeVisible();
    expect(screen.getByText(/Your balance is now/)).toHaveTextContent('115.00 QTT');
    expect(sends).toEqual([
      { body: { to: 'BOB', amount: '5', note: 'Lunch' }, key: expect.any(String) },
    ]);
  });

  it('keeps the attempt’s key on a retry, and shows the server’s reason', async () => {
    let calls = 0;
    serve(() => {
      calls += 1;
      if (calls === 1) throw new ApiError(0, 'NETWORK', 'Could not reach the server.');
      return sent;
    });
    renderSend('/wallet/send?to=bob&amount=5');
    const user = userEvent.setup();
    expect(screen.getByLabelText(/Recipient/)).toHaveValue('bob');
    expect(screen.getByLabelText(/Amount/)).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm and send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Sent 5.00 QTT to Bob' });
    expect(sends).toHaveLength(2);
    expect(sends[0]?.key).toBe(sends[1]?.key);
  });

  it('checks the form before review: name, amount, decimals, available', async () => {
    serve();
    renderSend();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Enter the username of the member to pay.')).toBeVisible();
    expect(screen.getByText('Enter an amount such as 12.50.')).toBeVisible();
    await user.type(screen.getByLabelText(/Amount/), '1.005');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText('Use at most 2 decimal places.')).toBeVisible();
    await screen.findByText(/Available: 120.00 QTT/);
    await user.clear(screen.getByLabelText(/Amount/));
    await user.type(screen.getByLabelText(/Amount/), '121');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByText(/more than you can send now/)).toBeVisible();
    await user.type(screen.getByLabelText(/Recipient/), 'nobody');
    expect(await screen.findByText('No QTN member has that username.')).toBeVisible();
  });

  it('waits for the allowance when Review is pressed before it arrived, then says it is too much', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    vi.mocked(apiFetch).mockImplementation(async (path: string) => {
      if (path === '/api/wallet/send-allowance') return new Promise((r) => (arrive = r));
      if (path.startsWith('/api/wallet/recipient?')) return { username: 'bob', displayName: 'Bob' };
      throw new Error(`unexpected ${path}`);
    });
    renderSend();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Recipient/), 'bob');
    await user.type(screen.getByLabelText(/Amount/), '121');
    expect(screen.getByText('Available: …')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    arrive(allowance);
    expect(await screen.findByText(/more than you can send now/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm and send' })).toBeNull();
  });

  it('asks a visitor to sign in', () => {
    renderWithProviders(<WalletSendPage />, { auth: fakeAuth('signed-out'), url: '/wallet/send' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(apiFetch).not.toHaveBeenCalled();
  });
});

describe('Receive QTT', () => {
  it('shows the username and a payment link with the requested amount', async () => {
    const auth = fakeAuth('signed-in');
    auth.user = { id: 'u1', displayName: 'Ada', username: 'ada' };
    renderWithProviders(<WalletReceivePage />, { auth, url: '/wallet/receive' });
    const link = screen.getByTestId('send-link');
    expect(link).toHaveTextContent(/\/wallet\/send\?to=ada$/);
    await userEvent.setup().type(screen.getByLabelText(/Request an amount/), '12.5');
    expect(link).toHaveTextContent(/\/wallet\/send\?to=ada&amount=12\.5$/);
    expect(
      screen.getByRole('img', { name: 'QR code of a link to send you 12.50 QTT' }),
    ).toBeVisible();
  });
});
