// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext, type AuthState } from '@/web/lib/auth-context';
import { AdminNav } from './admin-nav';

const auth = (role: 'admin' | 'user'): AuthState =>
  ({
    status: 'signed-in',
    user: { id: 'u1', displayName: 'Tester', role },
    openSignIn: () => undefined,
    openAuth: () => undefined,
    closeAuth: () => undefined,
    refresh: async () => undefined,
    signOut: async () => undefined,
    clearSession: () => undefined,
  }) as AuthState;

function renderAt(path: string, role: 'admin' | 'user') {
  render(
    <AuthContext.Provider value={auth(role)}>
      <MemoryRouter initialEntries={[path]}>
        <AdminNav />
      </MemoryRouter>
    </AuthContext.Provider>,
  );
}

describe('the admin navigation', () => {
  it('links every admin page and marks the current one', () => {
    renderAt('/admin/transactions', 'admin');
    const nav = screen.getByRole('navigation', { name: 'Admin pages' });
    expect(within(nav).getByRole('link', { name: 'Pilot Rewards' })).toHaveAttribute(
      'href',
      '/admin/pilot',
    );
    expect(within(nav).getByRole('link', { name: 'Beta Signups' })).toHaveAttribute(
      'href',
      '/admin/beta',
    );
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is not shown to an account that is not an admin', () => {
    renderAt('/admin/transactions', 'user');
    expect(screen.queryByRole('navigation', { name: 'Admin pages' })).toBeNull();
  });
});
