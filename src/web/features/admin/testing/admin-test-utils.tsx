import type { AuthState } from '@/web/lib/auth-context';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import type { LedgerEntry, LedgerPage, LedgerSummary } from '@/domain/api/admin-ledger';
import type { RewardPool } from '@/domain/api/pilot';
import { AdminTransactionsPage } from '../admin-transactions-page';

export function renderAdminPage(auth: AuthState = fakeAuth('signed-in', 'admin')) {
  return renderWithProviders(<AdminTransactionsPage />, { auth, url: '/admin/transactions' });
}

export const summary = (over: Partial<LedgerSummary['reconciliation']> = {}): LedgerSummary => ({
  pools: {
    reward: '999975',
    penalty: '1.5',
    vaultEscrow: '25',
    issued: '1000012.5',
    wallets: '12.5',
  },
  reconciliation: { ok: true, accounts: 5, transfers: 3, mismatches: [], ...over },
});

export const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: '7',
  type: 'reward',
  reason: 'Admin grant: Support ticket 42',
  amount: '12.5',
  from: 'issuance',
  to: 'ada@example.com',
  createdBy: 'admin-1',
  metadata: {},
  createdAt: '2026-04-14T09:30:00.000Z',
  ...over,
});

export const page = (items: LedgerEntry[], nextBefore: string | null = null): LedgerPage => ({
  items,
  nextBefore,
});

export const ada = {
  id: '4b0c1c62-5b55-4d35-9f5a-2b0b9d7b7c11',
  email: 'ada@example.com',
  displayName: 'Ada',
  role: 'user',
  twoFactorEnabled: false,
  createdAt: '2026-04-01T00:00:00.000Z',
};

export const rewardPool = (over: Partial<RewardPool> = {}): RewardPool => ({
  balanceQtt: '999975',
  dailyBudgetQtt: '1000',
  daysOfBudget: 999,
  ...over,
});
