// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RewardHold } from '@/domain/api/reward-holds';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { FarmWatch } from '../security/components/farm-watch';
import { ada } from '../testing/admin-test-utils';
import { HoldAccountForm } from './hold-account-form';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.mocked(apiFetch);

let holds: RewardHold[] = [];
let onHold: (body: { userId: string; reason: string }) => unknown;
const holdOf = (userId: string, reason: string): RewardHold => ({
  userId,
  userName: 'Ada',
  reason,
  heldBy: 'admin-1',
  heldAt: '2026-11-24T08:00:00.000Z',
  withheldCount: 0,
  withheldTotal: '0',
});

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  api.mockReset();
  holds = [];
  onHold = (body) => {
    holds = [holdOf(body.userId, body.reason)];
    return { ...body, heldBy: 'admin-1', heldAt: '2026-11-24T08:00:00.000Z' };
  };
  api.mockImplementation(async (path: string, init?: RequestInit) => {
    if (path === '/api/security-flags') return { flags: [] };
    if (path.startsWith('/api/admin/accounts?')) return { accounts: [ada] };
    if (path === '/api/admin/reward-holds' && init?.method === 'POST') {
      return onHold(JSON.parse(String(init.body)) as { userId: string; reason: string });
    }
    if (path === '/api/admin/reward-holds') return { holds, withheld: [] };
    throw new Error(`unexpected ${path}`);
  });
});

async function openForm() {
  const user = userEvent.setup();
  renderWithProviders(
    <FarmWatch credential={{ kind: 'session' }} holdAccount={<HoldAccountForm />} />,
    {
      auth: fakeAuth('signed-in', 'admin'),
      url: '/admin/security',
    },
  );
  const form = await screen.findByRole('region', { name: 'Hold an account' });
  // Keyboard only: type, arrow down into the matches, Enter picks.
  const pick = async () => {
    await user.type(within(form).getByLabelText('Find user'), 'ada');
    await within(form).findByRole('button', { name: /ada@example.com/ });
    await user.keyboard('{ArrowDown}{Enter}');
  };
  return { user, form, pick };
}

describe('Hold an account', () => {
  it('holds an unflagged account picked by keyboard, with a toast and a row to release', async () => {
    const { user, form, pick } = await openForm();
    await user.click(within(form).getByRole('button', { name: 'Put on hold' }));
    expect(within(form).getByText('Choose an account to hold.')).toBeInTheDocument();
    expect(within(form).getByText('The reason needs 3 characters or more.')).toBeInTheDocument();
    await pick();
    await user.type(within(form).getByLabelText('Reason'), 'Odd hours{Tab}{Enter}');
    const table = await screen.findByRole('table', { name: 'Rewards on hold' });
    const row = await within(table).findByRole('row', { name: /Ada/ });
    expect(row).toHaveTextContent('Odd hours');
    expect(within(row).getByRole('button', { name: /^Release/ })).toBeEnabled();
    expect(toast.success).toHaveBeenCalledWith(
      'Future rewards of ada@example.com are withheld until released.',
      { title: 'Rewards on hold' },
    );
    expect(within(form).getByLabelText('Find user')).toHaveValue('ada');
    expect(within(form).getByLabelText('Reason')).toHaveValue('');
  });

  it('says under the account when it is already held, before asking the server', async () => {
    holds = [holdOf(ada.id, 'Earlier')];
    const { user, form, pick } = await openForm();
    await pick();
    await user.type(within(form).getByLabelText('Reason'), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Put on hold' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'This account’s rewards are already on hold.',
    );
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('shows the server’s refusal under the field it concerns', async () => {
    onHold = () => {
      throw new ApiError(409, 'CONFLICT', 'You cannot hold your own rewards.');
    };
    const { user, form, pick } = await openForm();
    await pick();
    await user.type(within(form).getByLabelText('Reason'), 'Testing myself');
    await user.click(within(form).getByRole('button', { name: 'Put on hold' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You cannot hold your own rewards.',
    );
    expect(toast.success).not.toHaveBeenCalled();
  });
});
