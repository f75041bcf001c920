// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/domain/auth/messages';
import { toast } from '@/web/lib/toast';
import { accountMessages } from './account-messages';
import { codes, setupTwoFactor as setup, totpURI } from './testing/two-factor-setup';
import { authClient, fail, ok } from '@/web/testing/fake-auth-client';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('qrcode', () => ({
  toDataURL: async (text: string) => `data:image/png;base64,${btoa(text)}`,
}));

const twoFactor = authClient.twoFactor;

describe('turning two-factor on', () => {
  it('goes password → QR and key → code → recovery codes → On', async () => {
    const { user, card, refetch, password } = setup(false);
    const enable = vi
      .spyOn(twoFactor, 'enable')
      .mockResolvedValueOnce(fail(400, 'INVALID_PASSWORD'))
      .mockResolvedValueOnce(ok({ totpURI, backupCodes: codes }));
    const verify = vi
      .spyOn(twoFactor, 'verifyTotp')
      .mockResolvedValueOnce(fail(401, 'INVALID_CODE'))
      .mockResolvedValueOnce(ok({ token: 't' }));

    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    expect(within(card).getByRole('heading', { name: "Confirm it's you" })).toHaveFocus();
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(accountMessages.passwordRequired);
    expect(enable).not.toHaveBeenCalled();

    await user.type(password(), 'wrong{Enter}');
    expect(await within(card).findByRole('alert')).toHaveTextContent('Incorrect password.');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await user.clear(password());
    await user.type(password(), 'right-password{Enter}');
    expect(enable).toHaveBeenLastCalledWith({ password: 'right-password' });

    const qr = await within(card).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe(`data:image/png;base64,${btoa(totpURI)}`);
    expect(within(card).getByText('JBSW Y3DP EHPK 3PXP')).toBeVisible();
    const code = within(card).getByLabelText('6-digit code from your app');
    await user.type(code, '12a3{Enter}');
    expect(code).toHaveValue('123');
    expect(within(card).getByRole('alert')).toHaveTextContent(accountMessages.codeRequired);
    await user.type(code, '456{Enter}');
    expect(await within(card).findByRole('alert')).toHaveTextContent(authMessages.invalidCode);
    expect(verify).toHaveBeenLastCalledWith({ code: '123456' });
    await user.clear(code);
    await user.type(code, '654321{Enter}');

    const list = await within(card).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(toast.success).toHaveBeenCalledWith(accountMessages.enabled);
    expect(refetch).toHaveBeenCalled();
    const done = within(card).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(within(card).getByRole('checkbox', { name: 'I have saved these codes' }));
    await user.click(done);

    expect(within(card).getByText('On')).toBeVisible();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Two-factor authentication' })).toHaveFocus();
  });

  it('lets the person copy and download the codes', async () => {
    const { user, card, password } = setup(false);
    vi.spyOn(twoFactor, 'enable').mockResolvedValue(ok({ totpURI, backupCodes: codes }));
    vi.spyOn(twoFactor, 'verifyTotp').mockResolvedValue(ok({ token: 't' }));
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    await user.type(password(), 'pw{Enter}');
    await user.type(await within(card).findByLabelText(/6-digit code/), '111111{Enter}');

    await user.click(await within(card).findByRole('button', { name: 'Copy all' }));
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    expect(toast.success).toHaveBeenCalledWith('Recovery codes copied.');

    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(within(card).getByRole('button', { name: 'Download .txt' }));
    const saved = click.mock.contexts[0] as HTMLAnchorElement | undefined;
    expect(saved?.download).toBe('qtn-recovery-codes.txt');
    const text = decodeURIComponent(saved?.href.split(',')[1] ?? '');
    for (const c of codes) expect(text).toContain(c);
  });

  it('can be cancelled at the QR step, leaving two-factor off', async () => {
    const { user, card, password } = setup(false);
    vi.spyOn(twoFactor, 'enable').mockResolvedValue(ok({ totpURI, backupCodes: codes }));
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    await user.type(password(), 'pw{Enter}');
    await within(card).findByLabelText(/6-digit code/);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).getByText('Off')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Turn on' })).toBeVisible();
  });

  it('says so when the server cannot be reached or is asked too often', async () => {
    const { user, card, password } = setup(false);
    vi.spyOn(twoFactor, 'enable')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(fail(429, 'TOO_MANY_REQUESTS'));
    await user.click(within(card).getByRole('button', { name: 'Turn on' }));
    await user.type(password(), 'pw{Enter}');
    expect(await within(card).findByRole('alert')).toHaveTextContent(accountMessages.offline);
    await user.type(password(), '{Enter}');
    expect(await within(card).findByText(authMessages.tooManyAttempts)).toBeVisible();
  });
});
