import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { toast } from '@/web/lib/toast';
import { AccountPage } from '../account-page';
import { fakeSession, resetFakeAuthClient } from '@/web/testing/fake-auth-client';
import { renderWithProviders } from '@/web/testing/render-with-providers';

/**
 * Shared by the two-factor tests, which mock '@/web/lib/auth-client' with the fake client,
 * '@/web/lib/toast' and 'qrcode' (vi.mock has to stay in each test file).
 */
export const totpURI = 'otpauth://totp/QTN:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=QTN';
export const codes = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);

export function setupTwoFactor(enabled: boolean) {
  vi.mocked(toast.success).mockClear();
  resetFakeAuthClient();
  fakeSession.signIn({ twoFactorEnabled: enabled });
  // The server flips twoFactorEnabled; re-reading the session is how the page learns it.
  const refetch = vi
    .spyOn(fakeSession, 'refetch')
    .mockImplementation(async () => fakeSession.signIn({ twoFactorEnabled: !enabled }));
  const user = userEvent.setup();
  // With the app's providers: the page's Pi link card asks the server about Pi.
  renderWithProviders(<AccountPage />);
  const card = screen.getByRole('region', { name: /two-factor authentication/i });
  const password = () => within(card).getByLabelText('Current password');
  return { user, card, refetch, password };
}
