// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/web/lib/toast';
import { accountMessages } from './account-messages';
import { codes, setupTwoFactor as setup } from './testing/two-factor-setup';
import { authClient, fail, ok } from '@/web/testing/fake-auth-client';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const twoFactor = authClient.twoFactor;

describe('with two-factor on', () => {
  it('renews recovery codes after the password', async () => {
    const { user, card, password } = setup(true);
    const fresh = codes.map((c) => `new-${c}`);
    const renew = vi
      .spyOn(twoFactor, 'generateBackupCodes')
      .mockResolvedValueOnce(fail(400, 'INVALID_PASSWORD'))
      .mockResolvedValueOnce(ok({ backupCodes: fresh }));
    await user.click(within(card).getByRole('button', { name: 'New recovery codes' }));
    await user.type(password(), 'nope{Enter}');
    expect(await within(card).findByRole('alert')).toHaveTextContent('Incorrect password.');
    await user.clear(password());
    await user.type(password(), 'pw{Enter}');
    expect(renew).toHaveBeenLastCalledWith({ password: 'pw' });
    expect(
      await within(card).findByRole('heading', { name: 'Your new recovery codes' }),
    ).toBeVisible();
    expect(within(card).getAllByRole('listitem')).toHaveLength(10);
    expect(toast.success).toHaveBeenCalledWith(accountMessages.newCodes);
  });

  it('turns off only after the password is confirmed, and can be cancelled', async () => {
    const { user, card, password, refetch } = setup(true);
    const disable = vi.spyOn(twoFactor, 'disable').mockResolvedValue(ok({ status: true }));
    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('On')).toBeVisible();
    expect(disable).not.toHaveBeenCalled();

    await user.click(within(card).getByRole('button', { name: 'Turn off' }));
    await user.type(password(), 'pw');
    await user.click(within(card).getByRole('button', { name: 'Turn off two-factor' }));
    expect(disable).toHaveBeenCalledWith({ password: 'pw' });
    expect(await within(card).findByText('Off')).toBeVisible();
    expect(refetch).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith(accountMessages.disabled);
  });
});
