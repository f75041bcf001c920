// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { renderWithAuth, startFakeClock } from '../testing/auth-harness';
import {
  fail,
  fakeAuthClient as client,
  resetFakeAuthClient,
} from '@/web/testing/fake-auth-client';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);
afterEach(() => vi.useRealTimers());

const good = {
  'Display name': 'Ada Lovelace',
  Email: 'ada@example.com',
  Password: 'engines-1843',
  'Confirm password': 'engines-1843',
};

async function openSignup(user = userEvent.setup()) {
  renderWithAuth();
  await user.click(await screen.findByRole('button', { name: 'Log in / Sign up' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
  const fillAndSubmit = async (changes: Partial<typeof good> = {}) => {
    for (const [label, value] of Object.entries({ ...good, ...changes })) {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      if (value) await user.type(input, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
  };
  return { dialog, user, fillAndSubmit };
}

describe('signing up', () => {
  it('creates the account with the display name as username, then opens Login after 1.2 s', async () => {
    const user = startFakeClock();
    const { dialog, fillAndSubmit } = await openSignup(user);
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    await fillAndSubmit({ 'Display name': ' Ada Lovelace ' });
    expect(client.signUp.email).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'engines-1843',
      name: 'Ada Lovelace',
      username: 'Ada Lovelace',
      displayUsername: 'Ada Lovelace',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(authMessages.signupSuccess);
    expect(screen.getByText('Please log in')).toBeInTheDocument();

    act(() => void vi.advanceTimersByTime(1100));
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    act(() => void vi.advanceTimersByTime(150));
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByLabelText('Email or username')).toHaveValue('');
    expect(within(dialog).getByLabelText('Email or username')).toHaveFocus();
    // The message stays in view on the Login tab it led to, until that tab is left.
    expect(within(dialog).getByRole('status')).toHaveTextContent(authMessages.signupSuccess);
    await user.click(within(dialog).getByRole('tab', { name: 'Forgot Password' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Login' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets the message go at the first login attempt on the Login tab', async () => {
    const user = startFakeClock();
    const { dialog, fillAndSubmit } = await openSignup(user);
    await fillAndSubmit();
    act(() => void vi.advanceTimersByTime(1250));
    expect(within(dialog).getByRole('status')).toHaveTextContent(authMessages.signupSuccess);
    client.signIn.email.mockResolvedValue(
      fail(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    );
    await user.type(within(dialog).getByLabelText('Email or username'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
  });

  it.each([
    [
      'an empty display name',
      { 'Display name': '' },
      authMessages.displayNameRequired,
      'Display name',
    ],
    [
      'a one-letter display name',
      { 'Display name': 'A' },
      authMessages.displayNameRequired,
      'Display name',
    ],
    [
      'a display name with symbols',
      { 'Display name': 'Ada!' },
      authMessages.displayNameInvalid,
      'Display name',
    ],
    [
      'different passwords',
      { 'Confirm password': 'engines-1844' },
      authMessages.passwordsDiffer,
      'Confirm password',
    ],
    [
      'a short password',
      { Password: 'short', 'Confirm password': 'short' },
      authMessages.weakPassword,
      'Password',
    ],
  ])('refuses %s before asking the server', async (_case, changes, message, field) => {
    const { dialog, fillAndSubmit } = await openSignup();
    await fillAndSubmit(changes);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByLabelText(field)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText(field)).toHaveFocus();
    expect(client.signUp.email).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a registered email',
      fail(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 'User already exists. Use another email.'),
      authMessages.alreadyRegistered,
    ],
    [
      '"user already registered"',
      fail(400, undefined, 'User already registered'),
      authMessages.alreadyRegistered,
    ],
    [
      'a taken display name',
      fail(400, 'USERNAME_IS_ALREADY_TAKEN', 'Username is already taken.'),
      authMessages.displayNameTaken,
    ],
    [
      'a display name the server refuses',
      fail(400, 'INVALID_USERNAME', 'Username is invalid'),
      authMessages.displayNameInvalid,
    ],
    [
      'a password the server refuses',
      fail(400, 'PASSWORD_TOO_SHORT', 'Password too short'),
      authMessages.weakPassword,
    ],
    [
      'too many attempts',
      fail(429, 'RATE_LIMITED', 'Too many requests'),
      authMessages.tooManyAttempts,
    ],
    [
      'a failed insert',
      fail(422, 'FAILED_TO_CREATE_USER', 'Failed to create user'),
      authMessages.signupFailedTryEmail,
    ],
    ['any other message', fail(500, undefined, 'Disk full'), 'Disk full'],
    ['no message at all', fail(500), authMessages.signupFailed],
  ])('answers %s with its catalogue message', async (_cause, answer, message) => {
    const { dialog, fillAndSubmit } = await openSignup();
    client.signUp.email.mockResolvedValue(answer);
    await fillAndSubmit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("says 'Sign up failed' when the server cannot be reached", async () => {
    const { dialog, fillAndSubmit } = await openSignup();
    client.signUp.email.mockRejectedValue(new TypeError('Failed to fetch'));
    await fillAndSubmit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.signupFailed);
  });

  it('ignores a second submit within 1.2 s', async () => {
    const user = startFakeClock();
    const { dialog, fillAndSubmit } = await openSignup(user);
    client.signUp.email.mockResolvedValue(fail(400, 'USERNAME_IS_ALREADY_TAKEN'));
    await fillAndSubmit();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(client.signUp.email).toHaveBeenCalledTimes(1);
  });
});
