// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountPage } from './account-page';
import { fakeSession, resetFakeAuthClient } from '@/web/testing/fake-auth-client';
import { renderWithProviders } from '@/web/testing/render-with-providers';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

// With the app's providers: the Pi link card asks the server whether Pi is configured.
function renderPage() {
  renderWithProviders(<AccountPage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account & Security');
}

beforeEach(() => resetFakeAuthClient());

describe('AccountPage', () => {
  it('shows a spinner while the session loads', () => {
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in, without crashing', () => {
    fakeSession.signOut();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Log in to see your account' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('treats an expired session (401) as signed out', () => {
    fakeSession.set({ data: null, isPending: false, error: { status: 401 } });
    renderPage();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  it('offers a retry when the session could not be loaded', async () => {
    fakeSession.set({ data: null, isPending: false, error: { status: 0 } });
    const refetch = vi.spyOn(fakeSession, 'refetch').mockImplementation(async () => {
      fakeSession.signIn();
    });
    renderPage();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
    expect(await screen.findByRole('region', { name: 'Your account' })).toBeVisible();
  });

  it("shows the account's display name, email and role", () => {
    fakeSession.signIn({ displayUsername: 'Ada L', email: 'ada@example.com', role: 'admin' });
    renderPage();
    const details = screen.getByRole('region', { name: 'Your account' });
    expect(within(details).getByText('Ada L')).toBeVisible();
    expect(within(details).getByText('ada@example.com')).toBeVisible();
    expect(within(details).getByText('Admin')).toBeVisible();
  });

  it('falls back when the session lacks a display name or email', () => {
    fakeSession.signIn({ displayUsername: '', name: '', email: '', role: '' });
    renderPage();
    const details = screen.getByRole('region', { name: 'Your account' });
    expect(within(details).getAllByText('User')).toHaveLength(2);
    expect(within(details).getByText('Not set')).toBeVisible();
  });

  it("never shows a Pi account's placeholder address, nor a two-factor step it cannot use", () => {
    fakeSession.signIn({ email: '0b7c7f0e-1111-4222-8333-944455556666@pi.invalid' });
    renderPage();
    const details = screen.getByRole('region', { name: 'Your account' });
    expect(within(details).queryByText(/pi\.invalid/)).not.toBeInTheDocument();
    expect(within(details).getByText('None: you sign in with Pi Network')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sign-in security' })).toBeVisible();
  });

  it('shows two-factor Off with "Turn on", or On with its two actions', () => {
    fakeSession.signIn();
    renderPage();
    const card = screen.getByRole('region', { name: /two-factor authentication/i });
    expect(within(card).getByText('Off')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Turn on' })).toBeVisible();

    act(() => fakeSession.signIn({ twoFactorEnabled: true }));
    expect(within(card).getByText('On')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Turn off' })).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Turn on' })).not.toBeInTheDocument();
  });
});
