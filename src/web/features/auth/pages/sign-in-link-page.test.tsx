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
import { fakeFetch } from '@/web/testing/fake-fetch';
import { SignInLinkPage } from './sign-in-link-page';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const invalid = { error: { code: 'SIGN_IN_LINK_INVALID', message: 'x' } };

function open(path = '/sign-in-link?token=tok.en') {
  const user = startFakeClock();
  const { router } = renderWithAuth(<SignInLinkPage />, {
    path,
    routes: [{ path: '/wallet', element: <p>Wallet page</p> }],
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign-In Link');
  return { user, router };
}

describe('/sign-in-link', () => {
  it('signs in when the person presses Log In, then goes to the wallet', async () => {
    const api = fakeFetch({ body: { outcome: 'signed-in' } });
    vi.stubGlobal('fetch', api.fn);
    const { user, router } = open();
    // Nothing is spent by opening the page, and the token leaves the address bar.
    const follows = () => api.calls.filter((c) => c.url === '/api/sign-in-link/verify');
    expect(follows()).toHaveLength(0);
    expect(router.state.location.search).toBe('');
    client.getSession.mockResolvedValue(sessionOf());
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(JSON.parse(String(follows()[0]?.init.body))).toEqual({ token: 'tok.en' });
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    expect(await screen.findByText('Wallet page')).toBeInTheDocument();
  });

  it('asks for the code of an account with two-factor on', async () => {
    vi.stubGlobal('fetch', fakeFetch({ body: { outcome: 'two-factor' } }).fn);
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    const code = await screen.findByLabelText('Enter the 6-digit code from your authenticator app');
    await user.type(code, '654321');
    act(() => void vi.advanceTimersByTime(1200));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(client.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '654321' });
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
  });

  it('says a used or expired link is no good, and where to ask for a new one', async () => {
    vi.stubGlobal('fetch', fakeFetch({ status: 400, body: invalid }).fn);
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.signInLinkInvalid);
    expect(screen.getByRole('link', { name: 'Log in with a password' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('emails a new link from the page itself', async () => {
    const api = fakeFetch({ body: { sent: true } });
    vi.stubGlobal('fetch', api.fn);
    const { user } = open('/sign-in-link');
    await user.type(screen.getByLabelText('Email or username'), ' ada ');
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.signInLinkSent);
    const asks = api.calls.filter((c) => c.url === '/api/sign-in-link');
    expect(asks).toHaveLength(1);
    expect(JSON.parse(String(asks[0]?.init.body))).toEqual({ identifier: 'ada' });
  });

  it('has no button without a token', () => {
    open('/sign-in-link');
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.signInLinkInvalid);
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });
});
