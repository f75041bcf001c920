// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { renderWithAuth } from './testing/auth-harness';
import {
  fail,
  fakeAuthClient as client,
  resetFakeAuthClient,
} from '@/web/testing/fake-auth-client';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);

async function open() {
  const user = userEvent.setup();
  renderWithAuth();
  const opener = await screen.findByRole('button', { name: 'Log in / Sign up' });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog') };
}

describe('the auth modal', () => {
  it('is a labelled modal dialog with its focus on the first field', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Log in to QTN');
    expect(within(dialog).getByLabelText('Email or username')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email or username')).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog and makes the page behind it inert', async () => {
    const { user, dialog, opener } = await open();
    expect(opener.closest('[inert]')).not.toBeNull();
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('clears the fields and messages when the tab changes', async () => {
    const { user, dialog } = await open();
    client.signIn.email.mockResolvedValue(fail(401, 'INVALID_EMAIL_OR_PASSWORD'));
    await user.type(within(dialog).getByLabelText('Email or username'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      authMessages.invalidCredentials,
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    expect(dialog).toHaveAccessibleName('Create your QTN account');
    await user.type(within(dialog).getByLabelText('Display name'), 'Ada');
    await user.click(within(dialog).getByRole('tab', { name: 'Login' }));

    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByLabelText('Email or username')).toHaveValue('');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    await user.click(within(dialog).getByRole('tab', { name: 'Sign Up' }));
    expect(within(dialog).getByLabelText('Display name')).toHaveValue('');
  });

  it('links from Login to Sign Up and moves focus to its first field', async () => {
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByLabelText('Display name')).toHaveFocus();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user, dialog } = await open();
    within(dialog).getByRole('tab', { name: 'Login' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Forgot Password' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Login' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Login');
  });
});
