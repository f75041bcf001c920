// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/web/testing/fake-fetch';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { makeVault, testNow } from '../testing/vault-factory';
import { VaultList } from './vault-list';

afterEach(() => vi.unstubAllGlobals());

const locked = makeVault({ id: 'v_locked01', amount: '100.33', ageDays: 3 });
const ready = makeVault({ id: 'v_ready001', amount: '50', reward: '10', ageDays: 31 });
const claimed = makeVault({ id: 'v_claimed1', amount: '20', status: 'claimed', ageDays: 40 });

const rowOf = (id: string) =>
  within(document.querySelector(`[data-vault-id="${id}"]`) as HTMLElement);

function setup(vaults = [locked, ready, claimed]) {
  const user = userEvent.setup();
  renderWithProviders(<VaultList vaults={vaults} now={testNow} newVaultId={null} />);
  const rows = () =>
    within(screen.getByRole('list', { name: 'Active & Past Vaults' }))
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('data-vault-id'));
  return { user, rows };
}

describe('the vault list', () => {
  it('counts, filters by status and searches by id or amount', async () => {
    const { user, rows } = setup();
    expect(screen.getByText('Showing 3 of 3 vaults')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'unlocked');
    expect(rows()).toEqual(['v_ready001']);
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.type(screen.getByLabelText('Search vaults'), '100.33');
    expect(rows()).toEqual(['v_locked01']);
    expect(screen.getByText('Showing 1 of 3 vaults')).toBeInTheDocument();
  });

  it('says a member has no vaults yet, rather than that a filter found none', () => {
    setup([]);
    expect(screen.getByText('No vaults yet')).toBeInTheDocument();
    expect(screen.queryByText('No vaults found matching your criteria')).not.toBeInTheDocument();
  });

  it('shows the empty state, and Clear Filters brings every vault back', async () => {
    const { user, rows } = setup();
    await user.type(screen.getByLabelText('Search vaults'), 'nothing-like-this');
    expect(screen.getByText('No vaults found matching your criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(rows()).toHaveLength(3);
  });

  it('sorts newest first; a new key starts descending and the same key flips', async () => {
    const { user, rows } = setup();
    expect(rows()).toEqual(['v_locked01', 'v_ready001', 'v_claimed1']);
    const amount = screen.getByRole('button', { name: /^Amount/ });
    await user.click(amount);
    expect(amount).toHaveAttribute('aria-pressed', 'true');
    expect(amount).toHaveAccessibleName('Amount, descending');
    expect(rows()).toEqual(['v_locked01', 'v_ready001', 'v_claimed1']);
    await user.click(amount);
    expect(amount).toHaveAccessibleName('Amount, ascending');
    expect(rows()).toEqual(['v_claimed1', 'v_ready001', 'v_locked01']);
  });

  it('expands a row with its details and only the actions its state allows', async () => {
    const { user } = setup();
    const toggle = (id: string) =>
      rowOf(id).getByRole('button', {
        expanded: false,
      });
    const lockedToggle = toggle('v_locked01');
    await user.click(lockedToggle);
    expect(lockedToggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(lockedToggle.getAttribute('aria-controls') ?? '');
    expect(details).toHaveTextContent('Locked (27 days remaining)');
    const inDetails = within(details as HTMLElement);
    expect(inDetails.getByRole('button', { name: 'Withdraw Early' })).toBeInTheDocument();
    expect(inDetails.queryByRole('button', { name: 'Claim' })).toBeNull();
    await user.click(toggle('v_ready001'));
    expect(screen.getByRole('button', { name: 'Claim' })).toBeInTheDocument();
    expect(screen.getAllByText('Ready to Claim').length).toBeGreaterThan(0);
  });

  it('confirms an early withdrawal with the exact amount returned, then reports it', async () => {
    const done = { ...locked, status: 'withdrawn', payout: '85.2805', penalty: '15.0495' };
    const api = fakeFetch({ body: done });
    vi.stubGlobal('fetch', api.fn);
    const { user } = setup();
    await user.click(rowOf('v_locked01').getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Withdraw Early' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw early?' });
    expect(dialog).toHaveTextContent(
      'You will get back 85.2805 QTT. The 15.0495 QTT penalty (15 %) goes to the penalty pool, and the reward is forfeited.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Early' }));
    expect(
      await screen.findByText(
        'Vault withdrawn early. Returned 85.2805 QTT (Penalty: 15.0495 QTT).',
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.url === '/api/vaults/v_locked01/withdraw')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Cancel closes the dialog without withdrawing', async () => {
    const api = fakeFetch({ body: null });
    vi.stubGlobal('fetch', api.fn);
    const { user } = setup();
    await user.click(rowOf('v_locked01').getByRole('button'));
    await user.click(screen.getByRole('button', { name: 'Withdraw Early' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('switches to one lifecycle timeline per vault, or the empty history', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Show Timeline' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Timeline of v_ready001' })).toHaveTextContent(
      'Ready to claim',
    );
    expect(screen.getByRole('button', { name: 'Hide Timeline' })).toBeInTheDocument();
  });

  it('with no vaults at all the timeline says there is no history yet', async () => {
    const { user } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Show Timeline' }));
    expect(screen.getByText('No Vault History')).toBeInTheDocument();
    expect(
      screen.getByText('Create your first vault to see its lifecycle timeline here.'),
    ).toBeInTheDocument();
  });
});
