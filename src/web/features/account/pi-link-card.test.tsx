// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from '@/web/lib/api-client';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { PiLinkCard } from './pi-link-card';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));

function serve(piUsername: string | null) {
  vi.mocked(apiFetch).mockImplementation(async (path: string) => {
    if (path === '/api/pi-config')
      return { enabled: true, sdkUrl: null, sandbox: true, network: 'Pi Testnet' };
    if (path === '/api/pi-link') return { linked: true, piUsername };
    throw new Error(`unexpected ${path}`);
  });
}

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
});

describe('PiLinkCard', () => {
  it('names the linked Pi user', async () => {
    serve('ada_pi');
    renderWithProviders(<PiLinkCard />);
    expect(await screen.findByText('ada_pi')).toBeVisible();
    expect(screen.getByText(/Linked to Pi user/)).toBeVisible();
  });

  it('says so plainly when Pi shared no username (no username scope)', async () => {
    serve(null);
    renderWithProviders(<PiLinkCard />);
    expect(await screen.findByText(/Linked to your Pi account\./)).toBeVisible();
    expect(screen.queryByText(/Linked to Pi user/)).toBeNull();
  });
});
