// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { ada, page, renderAdminPage, rewardPool, summary } from '../testing/admin-test-utils';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const api = vi.mocked(apiFetch);
let post: (init: RequestInit) => unknown;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  post = () => ({ id: '8' });
  api.mockReset();
  api.mockImplementation(async (path: string, init: RequestInit = {}) => {
    if (init.method === 'POST') return post(init);
    if (path.includes('summary')) return summary();
    if (path.startsWith('/api/admin/accounts?')) return { accounts: [ada, grace] };
    if (path.includes('pi-payments')) return { payments: [] };
    if (path === '/api/reward-pool') return rewardPool();
    return page([]);
  });
});

async function openForm() {
  const user = userEvent.setup();
  renderAdminPage();
  const form = await screen.findByRole('region', { name: 'Adjust a balance' });
  const pick = async () => {
    await user.type(within(form).getByLabelText('Find user'), 'ada');
    await user.click(await within(form).findByRole('button', { name: /ada@example.com/ }));
  };
  const fill = async (amount: string, reason: string) => {
    await user.type(within(form).getByLabelText('Amount (QTT)'), amount);
    await user.type(within(form).getByLabelText('Reason'), reason);
  };
  return { user, form, pick, fill };
}

const grace = {
  ...ada,
  id: '0d5e2f8a-7c1b-4e0a-9a3c-6f1b2d3e4f50',
  email: 'grace@example.com',
  displayName: 'Grace',
};

const posts = () => api.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('Adjust a balance', () => {
  it('walks the matching accounts with the arrow keys and picks one with Enter', async () => {
    const { user, form } = await openForm();
    const field = within(form).getByLabelText('Find user');
    await user.type(field, 'example');
    const adaOption = await within(form).findByRole('button', { name: /ada@example.com/ });
    const graceOption = within(form).getByRole('button', { name: /grace@example.com/ });
    await user.keyboard('{ArrowDown}');
    expect(adaOption).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(graceOption).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(adaOption).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}{End}');
    expect(graceOption).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(within(form).getByText('grace@example.com')).toBeVisible();
    expect(within(form).queryByLabelText('Find user')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: /^Change/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(form).getByLabelText('Find user')).toHaveFocus();
  });

  it('says what is missing and sends nothing', async () => {
    const { user, form } = await openForm();
    await user.type(within(form).getByLabelText('Amount (QTT)'), '1.123456789');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(within(form).getByText('Choose the user.')).toBeVisible();
    expect(within(form).getByLabelText('Find user')).toHaveFocus();
    expect(within(form).getByText('Use at most 8 decimal places.')).toBeVisible();
    expect(within(form).getByLabelText('Amount (QTT)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Write the reason.')).toBeVisible();
    expect(posts()).toHaveLength(0);
  });

  it('confirms exactly what will happen, then grants once with an idempotency key', async () => {
    const { user, form, pick, fill } = await openForm();
    await pick();
    await fill('25.50', 'Support ticket 42');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(within(form).getByTestId('confirm-sentence')).toHaveTextContent(
      'Grant 25.50 QTT to ada@example.com: Support ticket 42',
    );
    expect(within(form).getByRole('button', { name: 'Confirm grant' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Confirm grant' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledOnce());
    const [[path, init]] = posts() as unknown as [[string, RequestInit]];
    expect(path).toBe('/api/admin/ledger/adjustments');
    expect(JSON.parse(String(init.body))).toEqual({
      userId: ada.id,
      amount: '25.5',
      direction: 'grant',
      reason: 'Support ticket 42',
    });
    expect(new Headers(init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(form).getByLabelText('Amount (QTT)')).toHaveValue('');
  });

  it("shows the server's refusal and keeps the key when the admin retries", async () => {
    post = () => {
      throw new ApiError(422, 'INSUFFICIENT_FUNDS', 'The wallet holds less than that.');
    };
    const { user, form, pick, fill } = await openForm();
    await pick();
    await user.click(within(form).getByRole('radio', { name: 'Deduct' }));
    await fill('99', 'Duplicate reward');
    await user.click(within(form).getByRole('button', { name: 'Review' }));
    expect(within(form).getByTestId('confirm-sentence')).toHaveTextContent(
      'Deduct 99.00 QTT from ada@example.com: Duplicate reward',
    );
    const confirm = within(form).getByRole('button', { name: 'Confirm deduction' });
    await user.click(confirm);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The wallet holds less than that.',
    );
    await user.click(confirm);
    await waitFor(() => expect(posts()).toHaveLength(2));
    const keys = posts().map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
    expect(keys[0]).toBe(keys[1]);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
