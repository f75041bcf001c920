// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { renderWithAuth } from '../testing/auth-harness';
import {
  fail,
  fakeAuthClient as client,
  resetFakeAuthClient,
} from '@/web/testing/fake-auth-client';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);

async function requestLink() {
  const user = userEvent.setup();
  renderWithAuth();
  await user.click(await screen.findByRole('button', { name: 'Log in / Sign up' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
  expect(within(dialog).getByRole('tab', { name: 'Forgot Password' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send Reset Email' }));
  return dialog;
}

describe('forgot password', () => {
  it('asks for a link to /reset-password and says it was sent', async () => {
    const dialog = await requestLink();
    expect(client.requestPasswordReset).toHaveBeenCalledWith({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
    expect(await within(dialog).findByRole('status')).toHaveTextContent(authMessages.resetSent);
  });

  it('says so when the server refuses', async () => {
    client.requestPasswordReset.mockResolvedValue(fail(500, undefined, 'SMTP down'));
    const dialog = await requestLink();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.resetFailed);
  });

  it('says so when the server cannot be reached', async () => {
    client.requestPasswordReset.mockRejectedValue(new TypeError('Failed to fetch'));
    const dialog = await requestLink();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(authMessages.resetFailed);
  });
});
