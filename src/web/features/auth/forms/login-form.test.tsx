// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { renderWithAuth, startFakeClock } from '../testing/auth-harness';
import {
  fail,
  fakeAuthClient as client,
  hang,
  ok,
  resetFakeAuthClient,
  sessionOf,
  type Answer,
} from '@/web/testing/fake-auth-client';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);
afterEach(() => vi.useRealTimers());

async function openLogin(user = userEvent.setup()) {
  renderWithAuth();
  await user.click(await screen.findByRole('button', { name: 'Log in / Sign up' }));
  const dialog = await screen.findByRole('dialog');
  const submit = () => user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  const fill = async (id: string, password: string) => {
    await user.type(within(dialog).getByLabelText('Email or username'), id);
    await user.type(within(dialog).getByLabelText('Password'), password);
  };
  return { dialog, user, submit, fill };
}

/** Logs in on a fake clock while the session's answer waits; returns what sends it. */
async function logInWithSessionHeldBack() {
  const { fill, submit } = await openLogin(startFakeClock());
  let answer: (a: Answer) => void = () => undefined;
  client.getSession.mockImplementation(() => new Promise((r) => (answer = r)));
  await fill('ada@example.com', 'secret-pass');
  await submit();
  return (a: Answer) => answer(a);
}

describe('logging in', () => {
  it('uses the email endpoint for an email, greets the user, and closes after 0.8 s', async () => {
    const user = startFakeClock();
    const { dialog, fill, submit } = await openLogin(user);
    client.getSession.mockResolvedValue(sessionOf());
    await fill('  ada@example.com ', 'secret-pass');
    await submit();
    expect(client.signIn.email).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Login successful!');
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(700));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(150));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus to the greeting when the session arrives after the modal has closed', async () => {
    // jsdom lays nothing out: every element counts as shown.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 1, 1),
    ] as unknown as DOMRectList);
    const answer = await logInWithSessionHeldBack();
    act(() => void vi.advanceTimersByTime(850));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in / Sign up' })).toHaveFocus();
    await act(async () => answer(sessionOf()));
    expect(screen.getByRole('link', { name: 'Hello, Ada' })).toHaveFocus();
  });

  it('sends anything else to the username endpoint, resolved by the server', async () => {
    const { fill, submit } = await openLogin();
    await fill('Ada', 'secret-pass');
    await submit();
    expect(client.signIn.username).toHaveBeenCalledWith({
      username: 'Ada',
      password: 'secret-pass',
    });
    expect(client.signIn.email).not.toHaveBeenCalled();
  });

  it("names the user 'User' when the name takes over 2 s to arrive", async () => {
    const answer = await logInWithSessionHeldBack();
    act(() => void vi.advanceTimersByTime(2100));
    expect(screen.getByText('Hello, User')).toBeInTheDocument();
    await act(async () => answer(sessionOf()));
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
  });

  it.each([
    [
      'a wrong email or password',
      fail(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
      authMessages.invalidCredentials,
    ],
    [
      'a wrong username or password',
      fail(401, 'INVALID_USERNAME_OR_PASSWORD', 'Invalid username or password'),
      authMessages.invalidCredentials,
    ],
    [
      '"invalid login credentials"',
      fail(400, undefined, 'Invalid login credentials'),
      authMessages.invalidCredentials,
    ],
    [
      'an unconfirmed email',
      fail(403, 'EMAIL_NOT_VERIFIED', 'Email not verified'),
      authMessages.emailNotConfirmed,
    ],
    [
      'too many attempts',
      fail(429, 'RATE_LIMITED', 'Too many requests'),
      authMessages.tooManyAttempts,
    ],
    [
      'the server naming the wait',
      fail(429, 'RATE_LIMITED', 'Too many attempts. Try again in 3 minutes.'),
      'Too many attempts. Try again in 3 minutes.',
    ],
    [
      'another password problem',
      fail(400, undefined, 'Password is too weak'),
      authMessages.checkPassword,
    ],
    ['another user problem', fail(404, undefined, 'No such user'), authMessages.userNotFound],
    ['any other message', fail(500, undefined, 'Database offline'), 'Database offline'],
    ['no message at all', fail(500), authMessages.loginFailed],
  ])('answers %s with its catalogue message', async (_cause, answer, message) => {
    const { dialog, fill, submit } = await openLogin();
    client.signIn.email.mockResolvedValue(answer);
    await fill('ada@example.com', 'secret-pass');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText('Please log in')).toBeInTheDocument();
  });

  it("says 'Login failed' when the server cannot be reached", async () => {
    const { dialog, fill, submit } = await openLogin();
    client.signIn.email.mockRejectedValue(new TypeError('Failed to fetch'));
    await fill('ada@example.com', 'secret-pass');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.loginFailed);
  });

  it('ignores a submit within 1.2 s of the previous one', async () => {
    const user = startFakeClock();
    const { fill, submit } = await openLogin(user);
    client.signIn.email.mockResolvedValue(fail(401, 'INVALID_EMAIL_OR_PASSWORD'));
    await fill('ada@example.com', 'wrong-pass');
    await submit();
    await submit();
    expect(client.signIn.email).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1200));
    await submit();
    expect(client.signIn.email).toHaveBeenCalledTimes(2);
  });

  it('ignores submits while one is running, and marks the button busy', async () => {
    const user = startFakeClock();
    const { dialog, fill, submit } = await openLogin(user);
    client.signIn.email.mockImplementation(hang);
    await fill('ada@example.com', 'secret-pass');
    await submit();
    act(() => void vi.advanceTimersByTime(5000));
    await submit();
    expect(client.signIn.email).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('button', { name: 'Log In' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});

describe('logging in with two-factor authentication', () => {
  async function reachSecondStep() {
    const user = startFakeClock();
    const opened = await openLogin(user);
    client.signIn.email.mockResolvedValue(
      ok({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
    );
    await opened.fill('ada@example.com', 'secret-pass');
    await opened.submit();
    const code = within(opened.dialog).getByLabelText(
      'Enter the 6-digit code from your authenticator app',
    );
    const verify = () => user.click(within(opened.dialog).getByRole('button', { name: 'Verify' }));
    return { ...opened, code, verify };
  }

  it('asks for the code from the app, is not signed in until it is right', async () => {
    const { dialog, user, code, verify } = await reachSecondStep();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    expect(screen.getByText('Please log in')).toBeInTheDocument();

    client.twoFactor.verifyTotp.mockResolvedValueOnce(fail(401, 'INVALID_CODE', 'Invalid code'));
    await user.type(code, '123456');
    await verify();
    expect(client.twoFactor.verifyTotp).toHaveBeenCalledWith({ code: '123456' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(authMessages.invalidCode);

    client.getSession.mockResolvedValue(sessionOf());
    act(() => void vi.advanceTimersByTime(1200));
    await verify();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Login successful!');
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('takes a recovery code instead', async () => {
    const { dialog, user, verify } = await reachSecondStep();
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(dialog).getByLabelText('Enter a recovery code'), ' abcde-12345 ');
    act(() => void vi.advanceTimersByTime(1200));
    await verify();
    expect(client.twoFactor.verifyBackupCode).toHaveBeenCalledWith({ code: 'abcde-12345' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Login successful!');
  });

  it('starts over when the pending sign-in has expired', async () => {
    const { dialog, user, code, verify } = await reachSecondStep();
    client.twoFactor.verifyTotp.mockResolvedValue(fail(401, 'INVALID_TWO_FACTOR_COOKIE'));
    await user.type(code, '123456');
    act(() => void vi.advanceTimersByTime(1200));
    await verify();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('That sign-in has expired.');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
  });
});
