// @vitest-environment jsdom
import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SecurityCenterResponse } from '@/domain/api/security-center';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import type { AuthState } from '@/web/lib/auth-context';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { AdminSecurityPage } from './admin-security-page';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
const api = vi.mocked(apiFetch);

function renderPage(auth: AuthState = fakeAuth('signed-out')) {
  renderWithProviders(<AdminSecurityPage />, { auth, url: '/admin/security' });
  return userEvent.setup();
}

const data: SecurityCenterResponse = {
  summary: {
    activeSessions: 2,
    sessionsToday: 7,
    rewardsToday: 3,
    rewardedToday: '4.5',
    rejectedHeartbeats: 11,
  },
  sessions: [
    {
      _id: '5f1c2a9e-0b7d-4c1e-9a53-2d8b1e7f6a10',
      userId: 'u-1',
      userName: 'Ada',
      contentId: 'c-1',
      contentTitle: 'Ocean Waves',
      seconds: 118,
      heartbeats: 12,
      status: 'completed',
      ip: '203.0.113.7',
      ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36',
      startedAt: '2026-04-14T09:00:00.000Z',
    },
  ],
  rewards: [
    {
      userId: 'u-1',
      userName: 'Ada',
      contentId: 'c-1',
      contentTitle: 'Ocean Waves',
      reward: '1.5',
      seconds: 118,
      heartbeats: 12,
      createdAt: '2026-04-14T09:02:00.000Z',
    },
  ],
  gameSessions: [
    {
      _id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      userId: 'u-2',
      userName: 'Grace',
      gameId: 'speed-typing',
      gameTitle: 'Speed Typing',
      status: 'withheld',
      outcome: 'implausible',
      seconds: 4,
      reward: '0',
      startedAt: '2026-04-14T09:10:00.000Z',
      finishedAt: '2026-04-14T09:10:04.000Z',
    },
  ],
  withheldGames: [
    {
      _id: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      userId: 'u-2',
      userName: 'Grace',
      gameId: 'speed-typing',
      gameTitle: 'Speed Typing',
      reason: 'A 60-second round finished after 4 s',
      seconds: 4,
      finishedAt: '2026-04-14T09:10:04.000Z',
    },
  ],
  bridge: { withdrawals: [], deposits: [], unclaimedDeposits: [] },
};

const serve = (over: { summary?: () => unknown; full?: () => unknown } = {}) =>
  api.mockImplementation(async (path: string) => {
    if (path === '/api/security-center?summary=1') return (over.summary ?? (() => data))();
    if (path === '/api/security-center') return (over.full ?? (() => data))();
    // The flags and holds sections (their own tests: security/components/farm-watch.test.tsx).
    if (path === '/api/security-flags') return { flags: [] };
    if (path === '/api/admin/reward-holds') return { holds: [], withheld: [] };
    throw new Error(`unexpected ${path}`);
  });

// The Security Center's own two requests; the flags and holds sections are tested apart.
const centerCalls = () =>
  api.mock.calls.filter(([path]) => path.startsWith('/api/security-center'));
const authHeaders = () =>
  centerCalls().map(([, init]) => (init?.headers as Record<string, string>).authorization);

beforeEach(() => {
  api.mockReset();
  localStorage.clear();
});

describe('AdminSecurityPage with the admin key', () => {
  it('asks a signed-out visitor for the key and refuses to save an empty one', async () => {
    const user = renderPage();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(screen.getByLabelText('Admin key')).toHaveAttribute('type', 'password');
    expect(save).toBeDisabled();
    await user.type(screen.getByLabelText('Admin key'), '   ');
    expect(save).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('securityAdminKey')).toBeNull();
    expect(api).not.toHaveBeenCalled();
  });

  it('stores the key, sends it as a bearer header on both requests, and shows the tables', async () => {
    serve();
    const user = renderPage();
    await user.type(screen.getByLabelText('Admin key'), 'sekret-key');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(localStorage.getItem('securityAdminKey')).toBe('sekret-key');

    const sessions = await screen.findByRole('table', { name: 'Recent Sessions' });
    const row = within(sessions).getAllByRole('row')[1];
    expect(row).toHaveTextContent('5f1c2a9e…');
    expect(within(sessions).getByText('5f1c2a9e…').closest('td')).toHaveAttribute(
      'title',
      '5f1c2a9e-0b7d-4c1e-9a53-2d8b1e7f6a10',
    );
    for (const text of ['Ada', 'Ocean Waves', '118', '12', 'completed', '203.0.113.7']) {
      expect(row).toHaveTextContent(text);
    }
    const rewards = screen.getByRole('table', { name: 'Recent Rewards' });
    expect(within(rewards).getAllByRole('row')[1]).toHaveTextContent('1.50 QTT');
    expect(screen.getByText('Rejected heartbeats').nextSibling).toHaveTextContent('11');
    expect(screen.getByText('QTT rewarded today').nextSibling).toHaveTextContent('4.50 QTT');

    expect(
      centerCalls()
        .map(([path]) => path)
        .sort(),
    ).toEqual(['/api/security-center', '/api/security-center?summary=1']);
    expect(authHeaders()).toEqual(['Bearer sekret-key', 'Bearer sekret-key']);
  });

  it('uses a stored key at once, refreshes both requests, and forgets the key', async () => {
    localStorage.setItem('securityAdminKey', 'stored');
    serve();
    const user = renderPage();
    expect(await screen.findByRole('table', { name: 'Recent Rewards' })).toBeVisible();
    const farmCalls = () =>
      api.mock.calls.filter(([path]) => /^\/api\/(security-flags|admin\/reward-holds)/.test(path));
    await waitFor(() => expect(farmCalls()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(centerCalls()).toHaveLength(4);
    // The flags and holds are read again with them.
    await waitFor(() => expect(farmCalls()).toHaveLength(4));

    await user.click(screen.getByRole('button', { name: 'Forget key' }));
    expect(localStorage.getItem('securityAdminKey')).toBeNull();
    expect(screen.getByLabelText('Admin key')).toHaveValue('');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists game sessions and withheld game results with their reason', async () => {
    localStorage.setItem('securityAdminKey', 'k');
    serve();
    renderPage();
    const games = await screen.findByRole('table', { name: 'Recent Game Sessions' });
    expect(within(games).getAllByRole('row')[1]).toHaveTextContent(
      /Grace.*Speed Typing.*withheld.*4.*0 QTT.*implausible/,
    );
    const withheld = screen.getByRole('table', { name: 'Withheld Game Results' });
    expect(withheld).toHaveTextContent('A 60-second round finished after 4 s');
  });

  it('says Summary request failed and Request failed, with the reason', async () => {
    localStorage.setItem('securityAdminKey', 'wrong');
    const refused = () => {
      throw new ApiError(401, 'UNAUTHORIZED', 'Invalid admin key.');
    };
    serve({ summary: refused, full: refused });
    renderPage();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.firstChild?.firstChild?.textContent)).toEqual([
      'Summary request failed',
      'Request failed',
    ]);
    expect(alerts[0]).toHaveTextContent('Invalid admin key.');
  });
});

describe('AdminSecurityPage for an admin account', () => {
  it('shows the data with the session, no key prompt and no bearer header', async () => {
    localStorage.setItem('securityAdminKey', 'ignored');
    serve({
      full: () => ({
        sessions: [],
        rewards: [],
        gameSessions: [],
        withheldGames: [],
        bridge: { withdrawals: [], deposits: [], unclaimedDeposits: [] },
      }),
    });
    renderPage(fakeAuth('signed-in', 'admin'));
    expect(await screen.findByText('No watch sessions yet.')).toBeVisible();
    expect(screen.getByText('No rewards paid yet.')).toBeVisible();
    // The bridge section's own states: security/components/bridge-movements.test.tsx.
    expect(screen.getByRole('heading', { name: 'Bridge movements' })).toBeVisible();
    expect(screen.getByText('No bridge movements yet.')).toBeVisible();
    expect(screen.queryByLabelText('Admin key')).not.toBeInTheDocument();
    expect(authHeaders()).toEqual([undefined, undefined]);
  });

  it('asks a signed-in user who is not an admin for the key', () => {
    renderPage(fakeAuth('signed-in', 'user'));
    expect(screen.getByLabelText('Admin key')).toBeVisible();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows loading states while the requests are on their way', async () => {
    api.mockImplementation(() => new Promise(() => undefined));
    renderPage(fakeAuth('signed-in', 'admin'));
    expect(screen.getByRole('status', { name: 'Loading summary' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading Recent Sessions' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Loading Recent Rewards' })).toBeVisible();
  });
});
