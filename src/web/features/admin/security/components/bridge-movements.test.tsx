// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  SecurityBridge,
  SecurityBridgeDeposit,
  SecurityBridgeWithdrawal,
} from '@/domain/api/security-center';
import { BridgeMovements } from './bridge-movements';

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const redeemedTx = `0x${'ab'.repeat(32)}`;
const account = `0x${'0'.repeat(32)}${'12'.repeat(16)}`;

const withdrawal = (over: Partial<SecurityBridgeWithdrawal> = {}): SecurityBridgeWithdrawal => ({
  id: 'w-1',
  userId: 'u-1',
  userName: 'Ada',
  amount: '25',
  recipient,
  state: 'redeemed',
  redeemedTx,
  createdAt: '2026-11-27T09:00:00.000Z',
  ...over,
});

const deposit = (over: Partial<SecurityBridgeDeposit> = {}): SecurityBridgeDeposit => ({
  txHash: `0x${'cd'.repeat(32)}`,
  logIndex: 0,
  from: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  account,
  userId: 'u-2',
  userName: 'Grace',
  amount: '12.5',
  state: 'credited',
  blockNumber: 1234,
  seenAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

const unclaimed = deposit({
  txHash: `0x${'ef'.repeat(32)}`,
  userId: null,
  userName: null,
  amount: '7',
  state: 'unclaimed',
});

const renderBridge = (bridge: SecurityBridge | null) => render(<BridgeMovements bridge={bridge} />);
/** The table's body rows (its header row left out). */
function rows(name: string) {
  return within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
}

/** The cell of `row` that shows `text`. */
function cellOf(row: HTMLElement | undefined, text: string | RegExp) {
  if (!row) throw new Error('no such row');
  return within(row).getByText(text).closest('td');
}

describe('BridgeMovements', () => {
  it('shows a loading state while the Security Center is on its way', () => {
    renderBridge(null);
    expect(screen.getByRole('heading', { name: 'Bridge movements' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading Bridge movements' })).toBeVisible();
  });

  it('says there are no bridge movements yet, with no tables', () => {
    renderBridge({ withdrawals: [], deposits: [], unclaimedDeposits: [] });
    expect(screen.getByText('No bridge movements yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/names? no QTN account/)).not.toBeInTheDocument();
  });

  it('lists a withdrawal with its member, amount, short recipient, state, time and redemption', () => {
    renderBridge({
      withdrawals: [withdrawal(), withdrawal({ id: 'w-2', state: 'issued', redeemedTx: null })],
      deposits: [],
      unclaimedDeposits: [],
    });
    const [redeemed, issued] = rows('Withdrawals to the chain');
    expect(redeemed).toHaveTextContent(
      /Ada.*25\.00 QTT.*0x7099…79C8.*redeemed.*Nov 27, 2026.*TX 0xabab…abab/,
    );
    expect(cellOf(redeemed, '0x7099…79C8')).toHaveAttribute('title', recipient);
    expect(cellOf(redeemed, 'TX 0xabab…abab')).toHaveAttribute('title', redeemedTx);
    expect(issued).toHaveTextContent(/issued.*—$/);
    expect(screen.getByText('No deposits yet.')).toBeVisible();
  });

  it('lists deposits with sender, member or no account, state and block', () => {
    renderBridge({
      withdrawals: [],
      deposits: [deposit(), deposit({ logIndex: 1, state: 'pending' }), unclaimed],
      unclaimedDeposits: [unclaimed],
    });
    const [credited, pending, noAccount] = rows('Deposits from the chain');
    expect(credited).toHaveTextContent(/0x3C44…93BC.*Grace.*12\.50 QTT.*credited.*1,234.*TX/);
    expect(pending).toHaveTextContent('pending confirmations');
    expect(noAccount).toHaveTextContent(/no account.*7\.00 QTT.*unclaimed/);
    expect(screen.getByText('No withdrawals yet.')).toBeVisible();
  });

  it('puts the deposits naming no QTN account first, as needing attention', () => {
    renderBridge({ withdrawals: [], deposits: [unclaimed], unclaimedDeposits: [unclaimed] });
    expect(
      screen.getByText(/1 deposit names no QTN account: it stays uncredited until an admin/),
    ).toBeVisible();
    const tables = screen.getAllByRole('table').map((t) => t.getAttribute('aria-labelledby'));
    const attention = screen.getByRole('table', {
      name: 'Needs attention: deposits naming no account',
    });
    expect(tables[0]).toBe(attention.getAttribute('aria-labelledby'));
    const [row] = rows('Needs attention: deposits naming no account');
    expect(cellOf(row, /no account/)).toHaveAttribute('title', `Account ${account}`);
  });

  it('leaves the attention box out when every deposit names an account', () => {
    renderBridge({ withdrawals: [withdrawal()], deposits: [deposit()], unclaimedDeposits: [] });
    expect(screen.queryByText(/names? no QTN account/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('table')).toHaveLength(2);
  });
});
