// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LogConsoleProvider } from '@/web/features/log-console/log-console';
import { AuthContext, type AuthState } from '@/web/lib/auth-context';
import { createTestNavigator } from '@/web/testing/test-navigator';
import { SiteHeader } from './site-header';

vi.mock('@/web/features/auth/auth-area', () => ({ AuthArea: () => null }));

const auth = (status: AuthState['status']): AuthState =>
  ({
    status,
    user: status === 'signed-in' ? { id: 'u1', displayName: 'Tester' } : null,
    openSignIn: () => undefined,
    openAuth: () => undefined,
    closeAuth: () => undefined,
    refresh: async () => undefined,
    signOut: async () => undefined,
    clearSession: () => undefined,
  }) as AuthState;

function setup(first: AuthState['status'] = 'signed-out') {
  const router = createTestNavigator();
  const ui = (status: AuthState['status']) => (
    <AuthContext.Provider value={auth(status)}>
      <LogConsoleProvider>
        <MemoryRouter initialEntries={['/home']}>
          <SiteHeader />
          <router.Capture />
        </MemoryRouter>
      </LogConsoleProvider>
    </AuthContext.Provider>
  );
  const view = render(ui(first));
  return { router, rerender: (s: AuthState['status']) => view.rerender(ui(s)) };
}

const bar = () => screen.getByRole('banner').firstElementChild as HTMLElement;

describe('the site header', () => {
  it('leaves the Logs toggle to the floating button at the bottom right', () => {
    setup();
    expect(screen.queryByRole('button', { name: 'Logs' })).not.toBeInTheDocument();
  });

  it('keeps one height when it takes the scrolled style', () => {
    setup();
    const before = bar().className;
    act(() => {
      window.scrollY = 51;
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    expect(bar().className).toBe(before);
  });

  it('closes the mobile menu after signing in and after any navigation', async () => {
    const { router, rerender } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    rerender('signed-in');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await act(() => router.navigate('/wallet'));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('keeps a menu opened while the session loads open when the answer comes', () => {
    const { rerender } = setup('loading');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    rerender('signed-out');
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toBeInTheDocument();
    rerender('signed-in');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
