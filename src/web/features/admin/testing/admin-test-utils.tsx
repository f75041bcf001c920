import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AuthContext, type AuthState, type AuthStatus } from '@/web/lib/auth-context';
import type { LedgerEntry, LedgerPage } from '../api/get-ledger';
import type { LedgerSummary } from '../api/get-ledger-summary';
import { AdminTransactionsPage } from '../admin-transactions-page';

export function fakeAuth(status: AuthStatus, role = 'admin'): AuthState {
  return {
    status,
    user: status === 'signed-in' ? { id: 'admin-1', displayName: 'Root', role } : null,
    openSignIn: vi.fn(),
    openAuth: vi.fn(),
    closeAuth: vi.fn(),
    refresh: vi.fn(async () => {}),
    signOut: vi.fn(async () => {}),
    clearSession: vi.fn(),
  };
}

export function renderAdminPage(auth: AuthState = fakeAuth('signed-in')) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={['/admin/transactions']}>
          <AdminTransactionsPage />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
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
