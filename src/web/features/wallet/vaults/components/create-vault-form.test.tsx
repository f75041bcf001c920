// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeVault, testNow } from '../testing/vault-factory';
import { fakeFetch } from '@/web/testing/fake-fetch';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { CreateVaultForm } from './create-vault-form';

afterEach(() => vi.unstubAllGlobals());

// Each member may still reserve 1,000 QTT of reward: 5,000 QTT for 30 days, 1,000 for 180.
const reserveLimit = { shareBps: 1_000, headroom: '1000', balance: '100000' };

function setup(onCreated = vi.fn(), limit = reserveLimit) {
  const user = userEvent.setup();
  renderWithProviders(
    <CreateVaultForm
      now={testNow}
      reserveLimit={limit}
      ledgerBalance={limit.balance}
      onCreated={onCreated}
    />,
  );
  return {
    user,
    amount: screen.getByLabelText('Amount (QTT)'),
    submit: () => screen.getByRole('button', { name: 'Create Vault' }),
  };
}

describe('the create-vault form', () => {
  it('keeps Create Vault disabled while the amount is empty or under 10', async () => {
    const { user, amount, submit } = setup();
    expect(submit()).toBeDisabled();
    await user.type(amount, '9.99');
    expect(submit()).toBeDisabled();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Minimum amount is 10 QTT')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '10');
    expect(submit()).toBeEnabled();
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '10');
  });

  it('shows the QTN wallet balance available to lock, in the amount field description', () => {
    const { amount } = setup();
    const line = screen.getByText(/^Available:/);
    expect(line).toHaveTextContent('Available: 100,000.00 QTT in your QTN wallet');
    expect(amount.getAttribute('aria-describedby')).toContain(line.id);
  });

  it('previews multiplier and reward once the amount reaches 10', async () => {
    const { user, amount } = setup();
    expect(screen.queryByText(/you get back/)).not.toBeInTheDocument();
    await user.type(amount, '100');
    expect(
      screen.getByText('1.2× · reward 20.00 QTT · you get back 120.00 QTT on Jul 1, 2025'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /180 days/ }));
    expect(screen.getByText(/^2\.0× · reward 100\.00 QTT/)).toBeInTheDocument();
  });

  it('offers presets 7/30/90/180 with 30 chosen, and no free input outside Advanced Mode', () => {
    setup();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['7', '30', '90', '180']);
    expect(screen.getByRole('radio', { name: /30 days/ })).toBeChecked();
    expect(screen.queryByLabelText(/Duration in days/)).not.toBeInTheDocument();
  });

  it('Advanced Mode takes any whole number of days from 7 to 365', async () => {
    const { user, amount, submit } = setup();
    await user.type(amount, '50');
    await user.click(screen.getByRole('switch', { name: 'Advanced Mode' }));
    const days = screen.getByLabelText(/Duration in days/);
    expect(days).toHaveValue(30);
    for (const [typed, error] of [
      ['6', 'Lock for at least 7 days.'],
      ['366', 'Lock for at most 365 days.'],
    ] as const) {
      await user.clear(days);
      await user.type(days, typed);
      expect(submit()).toBeDisabled();
      expect(screen.getByText(error)).toBeInTheDocument();
    }
    await user.clear(days);
    await user.type(days, '45');
    expect(submit()).toBeEnabled();
    expect(screen.getByText(/^1\.2× · reward 10\.00 QTT/)).toBeInTheDocument();
  });

  it('sends the amount as text with a fresh Idempotency-Key, then reports success', async () => {
    const api = fakeFetch({ status: 201, body: makeVault({ id: 'v_new00001', amount: '25.5' }) });
    vi.stubGlobal('fetch', api.fn);
    const onCreated = vi.fn();
    const { user, amount, submit } = setup(onCreated);
    await user.type(amount, '25.50');
    await user.click(submit());
    expect(
      await screen.findByText('Vault created! Locked 25.50 QTT for 30 days.'),
    ).toBeInTheDocument();
    const post = api.calls.find((c) => c.init.method === 'POST');
    expect(post?.url).toBe('/api/vaults');
    expect(JSON.parse(String(post?.init.body))).toEqual({ amount: '25.5', durationDays: 30 });
    expect(new Headers(post?.init.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(onCreated).toHaveBeenCalledWith('v_new00001');
    expect(amount).toHaveValue(null);
    // Focus lands on the result, not on the page's body.
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it("shows the server's refusal in the banner", async () => {
    const error = {
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough QTT in your wallet for this vault.',
    };
    vi.stubGlobal('fetch', fakeFetch({ status: 422, body: { error } }).fn);
    const { user, amount, submit } = setup();
    await user.type(amount, '5000');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(error.message);
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('clears the refusal once the amount is corrected', async () => {
    const error = {
      code: 'INSUFFICIENT_FUNDS',
      message: 'Not enough QTT in your wallet for this vault.',
    };
    vi.stubGlobal('fetch', fakeFetch({ status: 422, body: { error } }).fn);
    const { user, amount, submit } = setup();
    await user.type(amount, '5000');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(error.message);
    await user.clear(amount);
    await user.type(amount, '50');
    expect(screen.queryByText(error.message)).not.toBeInTheDocument();
  });

  it('says the most that can be locked for the chosen duration, and warns past it', async () => {
    const { user, amount, submit } = setup();
    const limit = screen.getByText('You can lock at most 5,000.00 QTT for 30 days now.');
    expect(amount.getAttribute('aria-describedby')).toContain(limit.parentElement?.id);
    await user.click(screen.getByRole('radio', { name: /180 days/ }));
    expect(
      screen.getByText('You can lock at most 1,000.00 QTT for 180 days now.'),
    ).toBeInTheDocument();
    await user.type(amount, '1000.01');
    const line = screen.getByText(/You can lock at most 1,000\.00 QTT/).parentElement;
    expect(line).toHaveClass('text-amber-300');
    // The server decides: the button stays enabled, and its refusal says the same.
    expect(submit()).toBeEnabled();
    await user.click(screen.getByRole('switch', { name: 'Advanced Mode' }));
    await user.clear(screen.getByLabelText(/Duration in days/));
    expect(screen.queryByText(/You can lock at most/)).not.toBeInTheDocument();
  });

  it('says when nothing can be locked now', () => {
    setup(vi.fn(), { shareBps: 1_000, headroom: '0.5', balance: '100000' });
    expect(screen.getByText('You cannot lock QTT for 30 days now.')).toBeInTheDocument();
  });

  it('names the balance when it, not the cap, is the limit', async () => {
    const { user, amount } = setup(vi.fn(), {
      shareBps: 1_000,
      headroom: '1000',
      balance: '250.129',
    });
    expect(
      screen.getByText('You can lock at most 250.12 QTT now (your balance).'),
    ).toBeInTheDocument();
    await user.type(amount, '300');
    expect(screen.getByText(/250.12 QTT now \(your balance\)/).closest('p')).toHaveClass(
      'text-amber-300',
    );
  });

  it('says a balance under the minimum cannot make a vault', () => {
    setup(vi.fn(), { shareBps: 1_000, headroom: '1000', balance: '2' });
    expect(
      screen.getByText('You have 2.00 QTT: a vault needs at least 10 QTT.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal at the cap in the banner", async () => {
    const error = {
      code: 'VAULT_RESERVE_LIMIT',
      message:
        'You can lock at most 5,000.00 QTT for 30 days now. Your open vaults may reserve at most 10% of the reward pool.',
    };
    vi.stubGlobal('fetch', fakeFetch({ status: 422, body: { error } }).fn);
    const { user, amount, submit } = setup();
    await user.type(amount, '6000');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(error.message);
  });

  it('with a valid amount and a bad duration, the preview names the duration', async () => {
    const { user, amount } = setup();
    await user.type(amount, '50');
    await user.click(screen.getByRole('switch', { name: 'Advanced Mode' }));
    const days = screen.getByLabelText(/Duration in days/);
    await user.clear(days);
    await user.type(days, '400');
    expect(
      screen.getByText('Choose a duration of 7 to 365 days to preview your multiplier and reward.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Enter at least 10 QTT/)).not.toBeInTheDocument();
  });
});
