// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LogConsoleProvider } from '@/web/features/log-console/log-console';
import { AuthContext, type AuthStatus } from '@/web/lib/auth-context';
import { fakeAuth } from '@/web/testing/fake-auth';
import { GamesSidebar } from './games-sidebar';

function setup(status: AuthStatus) {
  const auth = fakeAuth(status);
  render(
    <AuthContext.Provider value={auth}>
      <LogConsoleProvider>
        <MemoryRouter initialEntries={['/games']}>
          <GamesSidebar />
        </MemoryRouter>
      </LogConsoleProvider>
    </AuthContext.Provider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Games' });
  const names = within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
  const toWallet = within(nav)
    .getAllByRole('link')
    .filter((a) => a.getAttribute('href') === '/wallet');
  return { auth, nav, names, toWallet };
}

describe('GamesSidebar', () => {
  it('gives a signed-in player one wallet link', () => {
    const { names, toWallet } = setup('signed-in');
    expect(names).toEqual(['Home', 'Games', 'Content', 'Wallet']);
    expect(toWallet).toHaveLength(1);
  });

  it('offers a visitor Log in, which opens the sign-in modal in place', () => {
    const { auth, nav, names, toWallet } = setup('signed-out');
    expect(names).toEqual(['Home', 'Games', 'Content', 'Wallet', 'Log in']);
    expect(toWallet).toHaveLength(1);
    fireEvent.click(within(nav).getByRole('link', { name: 'Log in' }));
    expect(auth.openSignIn).toHaveBeenCalledOnce();
  });
});
