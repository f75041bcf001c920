// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { renderWithAuth } from '../testing/auth-harness';
import {
  fail,
  fakeAuthClient as client,
  resetFakeAuthClient,
} from '@/web/testing/fake-auth-client';
import { ResetPasswordPage } from './reset-password-page';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);

async function setPassword(path: string, password: string, confirm = password) {
  const user = userEvent.setup();
  const { router } = renderWithAuth(<ResetPasswordPage />, { path });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset Password');
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set New Password' }));
  return router;
}

describe('/reset-password', () => {
  it('sets the new password with the token, then offers to log in', async () => {
    const router = await setPassword('/reset-password?token=tok-123', 'new-password-1');
    expect(client.resetPassword).toHaveBeenCalledWith({
      token: 'tok-123',
      newPassword: 'new-password-1',
    });
    expect(await screen.findByRole('status')).toHaveTextContent(authMessages.passwordUpdated);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.search).toBe('');
  });

  it('refuses different passwords without asking the server', async () => {
    await setPassword('/reset-password?token=tok-123', 'new-password-1', 'new-password-2');
    expect(screen.getByRole('alert')).toHaveTextContent(authMessages.passwordsDiffer);
    expect(client.resetPassword).not.toHaveBeenCalled();
  });

  it('says an expired or used link is no good, and links to ask for a new one', async () => {
    client.resetPassword.mockResolvedValue(fail(400, 'INVALID_TOKEN', 'Invalid token'));
    await setPassword('/reset-password?token=used', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(authMessages.resetLinkInvalid);
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN'])(
    'has no form at %s',
    (path) => {
      renderWithAuth(<ResetPasswordPage />, { path });
      expect(screen.getByRole('alert')).toHaveTextContent(authMessages.resetLinkInvalid);
      expect(screen.queryByLabelText('New password')).toBeNull();
    },
  );
});
