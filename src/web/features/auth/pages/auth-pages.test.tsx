// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { renderWithAuth, startFakeClock } from '../testing/auth-harness';
import {
  fakeAuthClient as client,
  resetFakeAuthClient,
  sessionOf,
} from '@/web/testing/fake-auth-client';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { LogoutPage } from './logout-page';
import { SignupPage } from './signup-page';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);
afterEach(() => vi.useRealTimers());

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/logout', element: <LogoutPage /> },
];

async function logInOnPage(path: string) {
  const user = startFakeClock();
  const { router } = renderWithAuth(<p>Elsewhere</p>, { path, routes });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
  await user.type(screen.getByLabelText('Email or username'), 'Ada');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  client.getSession.mockResolvedValue(sessionOf());
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  expect(screen.getByRole('status')).toHaveTextContent(authMessages.loginSuccess);
  act(() => void vi.advanceTimersByTime(850));
  return router.state.location;
}

describe('the account pages', () => {
  it('/login goes to the wallet after logging in', async () => {
    expect((await logInOnPage('/login')).pathname).toBe('/wallet');
  });

  it('/login goes to ?next= when it is a path on this site', async () => {
    const to = await logInOnPage('/login?next=%2Fwallet%2Fsend%3Fto%3Dbob');
    expect(`${to.pathname}${to.search}`).toBe('/wallet/send?to=bob');
  });

  it('/login ignores a ?next= to another site', async () => {
    expect((await logInOnPage('/login?next=%2F%2Fevil.example')).pathname).toBe('/wallet');
  });

  it.each([
    ['/login', '/wallet'],
    ['/login?next=%2Fcontent', '/content'],
    ['/signup', '/wallet'],
  ])('%s sends someone already signed in on to %s', async (path, to) => {
    client.getSession.mockResolvedValue(sessionOf());
    const { router } = renderWithAuth(<p>Elsewhere</p>, { path, routes });
    await screen.findByText('Elsewhere');
    expect(router.state.location.pathname).toBe(to);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('/login links to the sign-up and forgot-password pages', () => {
    renderWithAuth(<p />, { path: '/login', routes });
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each([
    ['/signup', 'Sign Up', 'Display name'],
    ['/forgot-password', 'Forgot Password', 'Email'],
  ])('%s shows its form under the title %s', (path, title, field) => {
    renderWithAuth(<p />, { path, routes });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByLabelText(field)).toBeInTheDocument();
  });

  it('/signup, once the account is made, opens /login saying so', async () => {
    const user = startFakeClock();
    const { router } = renderWithAuth(<p />, { path: '/signup', routes });
    await user.type(screen.getByLabelText('Display name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'engines-1843');
    await user.type(screen.getByLabelText('Confirm password'), 'engines-1843');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    act(() => void vi.advanceTimersByTime(1250));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(screen.getByRole('status')).toHaveTextContent(authMessages.signupSuccess);
  });

  it('/login on its own says nothing of a sign-up', () => {
    renderWithAuth(<p />, { path: '/login', routes });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('/logout forgets the user at once, signs out on the server and goes home after 200 ms', async () => {
    startFakeClock();
    client.getSession.mockResolvedValue(sessionOf());
    const { router } = renderWithAuth(<p>Home</p>, { path: '/wallet', routes });
    await screen.findByText('Hello, Ada');
    await act(() => router.navigate('/logout'));
    expect(screen.getByText('Signing you out…')).toBeInTheDocument();
    expect(screen.getByText('Please log in')).toBeInTheDocument();
    expect(client.signOut).toHaveBeenCalledOnce();
    act(() => void vi.advanceTimersByTime(150));
    expect(router.state.location.pathname).toBe('/logout');
    act(() => void vi.advanceTimersByTime(100));
    expect(router.state.location.pathname).toBe('/');
  });
});
