// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import { ada, page, renderAdminPage, summary } from '../testing/admin-test-utils';

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
    if (path.startsWith('/api/admin/accounts?')) return { accounts: [ada] };
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

const posts = () => api.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('Adjust a balance', () => {
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
