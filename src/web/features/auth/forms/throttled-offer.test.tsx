// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { renderWithAuth, startFakeClock } from '../testing/auth-harness';
import {
  fail,
  fakeAuthClient as client,
  ok,
  resetFakeAuthClient,
  sessionOf,
} from '@/web/testing/fake-auth-client';
import { fakeFetch } from '@/web/testing/fake-fetch';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const wait = 'Too many attempts. Try again in 3 minutes.';

/** The login form, refused for too many attempts. */
async function throttledLogin(identifier = 'Ada') {
  const user = startFakeClock();
  renderWithAuth();
  await user.click(await screen.findByRole('button', { name: 'Log in / Sign up' }));
  const dialog = await screen.findByRole('dialog');
  client.signIn.username.mockResolvedValue(fail(429, 'RATE_LIMITED', wait));
  client.signIn.email.mockResolvedValue(fail(429, 'RATE_LIMITED', wait));
  await user.type(within(dialog).getByLabelText('Email or username'), identifier);
  await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
  await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(wait);
  return { user, dialog };
}

describe('a login refused for too many attempts', () => {
  it('offers nothing more after an ordinary refusal', async () => {
    const user = startFakeClock();
    renderWithAuth();
    await user.click(await screen.findByRole('button', { name: 'Log in / Sign up' }));
    const dialog = await screen.findByRole('dialog');
    client.signIn.email.mockResolvedValue(fail(401, 'INVALID_EMAIL_OR_PASSWORD'));
    await user.type(within(dialog).getByLabelText('Email or username'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      authMessages.invalidCredentials,
    );
    expect(within(dialog).queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });

  it('emails a sign-in link to the account the form names', async () => {
    const { user, dialog } = await throttledLogin(' Ada ');
    const api = fakeFetch({ body: { sent: true } });
    vi.stubGlobal('fetch', api.fn);
    await user.click(within(dialog).getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      authMessages.signInLinkSent,
    );
    const asked = api.calls.filter((c) => c.url === '/api/sign-in-link');
    expect(asked).toHaveLength(1);
    expect(JSON.parse(String(asked[0]?.init.body))).toEqual({ identifier: 'Ada' });
  });

  it('says when the link cannot be sent, or must wait', async () => {
    const { user, dialog } = await throttledLogin();
    vi.stubGlobal('fetch', fakeFetch({ status: 500, body: null }).fn);
    const send = within(dialog).getByRole('button', { name: 'Email me a sign-in link' });
    await user.click(send);
    expect(await within(dialog).findByText(authMessages.signInLinkFailed)).toBeInTheDocument();
    const tooMany = {
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 9 minutes.' },
    };
    vi.stubGlobal('fetch', fakeFetch({ status: 429, body: tooMany }).fn);
    act(() => void vi.advanceTimersByTime(1200));
    await user.click(send);
    expect(
      await within(dialog).findByText('Too many attempts. Try again in 9 minutes.'),
    ).toBeInTheDocument();
  });

  it('lets a code from the authenticator app through, and finishes with it', async () => {
    const { user, dialog } = await throttledLogin('ada@example.com');
    await user.click(
      within(dialog).getByRole('button', { name: 'Use a code from your authenticator app' }),
    );
    const code = within(dialog).getByLabelText(
      'Enter the 6-digit code from your authenticator app',
    );
    expect(code).toHaveFocus();
    await user.type(code, '123 456');
    client.signIn.email.mockResolvedValue(
      ok({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
    );
    client.getSession.mockResolvedValue(sessionOf());
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(client.signIn.email).toHaveBeenLastCalledWith({
      email: 'ada@example.com',
      password: 'secret-pass',
      totpCode: '123456',
    });
    expect(client.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Login successful!');
  });
});
