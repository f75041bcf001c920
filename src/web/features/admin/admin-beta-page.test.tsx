// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BetaSignupRow } from '@/domain/api/beta';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { AdminBetaPage } from './admin-beta-page';

const row: BetaSignupRow = {
  betaId: 'QTN-BETA-0123456789AB',
  email: 'ada@example.com',
  name: 'Ada Tester',
  piUsername: 'ada_pi',
  deviceType: 'both',
  experience: 'advanced',
  interests: ['powt', 'payments'],
  referralSource: 'friend',
  signedIn: false,
  createdAt: '2026-11-24T01:00:00.000Z',
  updatedAt: '2026-11-24T01:00:00.000Z',
};

function serveList() {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    const q = new URL(url, 'http://x').searchParams.get('q');
    const signups = q === 'nobody' ? [] : [row];
    return new Response(JSON.stringify({ signups, total: signups.length, page: 1, pageSize: 25 }));
  });
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('AdminBetaPage', { timeout: 20_000 }, () => {
  it('is for admins only', () => {
    renderWithProviders(<AdminBetaPage />, { auth: fakeAuth('signed-in', 'user') });
    expect(screen.getByText('This page is for admins only.')).toBeVisible();
  });

  it('lists the signups with the count, searches, and says when nothing matches', async () => {
    const urls = serveList();
    renderWithProviders(<AdminBetaPage />, { auth: fakeAuth('signed-in', 'admin') });
    expect(screen.getByRole('status')).toHaveTextContent('Loading signups…');
    expect(await screen.findByText('ada@example.com')).toBeVisible();
    expect(screen.getByText('1 signup')).toBeVisible();
    expect(screen.getByText('Proof of Watch Time, Pi Payments')).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search by email or name' }), 'nobody');
    expect(await screen.findByText('No signups match this search.')).toBeVisible();
    await waitFor(() => expect(urls.at(-1)).toBe('/api/beta-signups?page=1&q=nobody'));
  });
});
