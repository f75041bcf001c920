// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccount } from '@/domain/api/admin-accounts';
import { apiFetch } from '@/web/lib/api-client';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { ada } from '../testing/admin-test-utils';
import { AccountPicker } from './account-picker';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

const adam = { ...ada, id: '5c1d2d73-6c66-4e46-8a6b-3c1c0e8c8d22', email: 'adam@example.com' };
const answers = new Map<string, () => Promise<{ accounts: AdminAccount[] }>>();

beforeEach(() => {
  api.mockReset();
  answers.clear();
  api.mockImplementation(async (path: string) => {
    const q = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
    const answer = answers.get(q);
    if (!answer) throw new Error(`unexpected search ${q}`);
    return answer();
  });
});

function Picker() {
  const [value, setValue] = useState<AdminAccount | null>(null);
  return <AccountPicker value={value} onChange={setValue} />;
}

describe('AccountPicker', () => {
  it('shows an earlier text’s matches while the new search waits, but none can be chosen', async () => {
    const user = userEvent.setup();
    answers.set('ad', () => Promise.resolve({ accounts: [adam, ada] }));
    let answerAda: (v: { accounts: AdminAccount[] }) => void = () => undefined;
    answers.set(
      'ada@',
      () => new Promise<{ accounts: AdminAccount[] }>((resolve) => (answerAda = resolve)),
    );
    renderWithProviders(<Picker />);
    const field = screen.getByLabelText('Find user');
    await user.type(field, 'ad');
    const list = await screen.findByRole('list', { name: 'Matching accounts' });
    await expect.poll(() => within(list).getByRole('button', { name: /adam@/ })).toBeEnabled();

    // More text: until its own answer, adam (first, and no longer named) cannot be picked.
    await user.type(field, 'a@');
    await expect.poll(() => list.getAttribute('aria-busy')).toBe('true');
    for (const option of within(list).getAllByRole('button')) expect(option).toBeDisabled();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Change/ })).toBeNull();

    // The pause over, the search for the whole text is asked; its answer makes a match choosable.
    await expect.poll(() => api.mock.calls.some(([path]) => path.includes('q=ada%40'))).toBe(true);
    for (const option of within(list).getAllByRole('button')) expect(option).toBeDisabled();
    answerAda({ accounts: [ada] });
    const only = await within(list).findByRole('button', { name: /ada@example.com/ });
    await expect.poll(() => only.hasAttribute('disabled')).toBe(false);
    expect(list).not.toHaveAttribute('aria-busy');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: /^Change/ })).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  });
});
