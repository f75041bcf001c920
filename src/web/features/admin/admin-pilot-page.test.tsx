// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from '@/web/lib/api-client';
import type { AuthState } from '@/web/lib/auth-context';
import { toast } from '@/web/lib/toast';
import { fakeAuth } from '@/web/testing/fake-auth';
import { renderWithProviders } from '@/web/testing/render-with-providers';
import { AdminPilotPage } from './admin-pilot-page';
import { invalidUserIdMessage } from './pilot/lib/usage-filter';
import { adaId, emptyReport, pilotReport, pilotSummary, run } from './pilot/testing/pilot-fixtures';

vi.mock('@/web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiFetch: vi.fn(),
}));
vi.mock('@/web/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));
// recharts needs a laid-out page; the chart's own words are what this test reads.
vi.mock('./pilot/components/usage-chart', () => ({
  UsageChart: ({ series }: { series: unknown[] }) => <p>Chart of {series.length} days</p>,
}));

const api = vi.mocked(apiFetch);

function serve(routes: Partial<Record<'summary' | 'report' | 'run', () => unknown>> = {}) {
  api.mockImplementation(async (path: string, init) => {
    // Run Now allocates only by POST; a GET of it would be a bug (decision 036).
    if (path === '/api/pilot-daily-rewards?run=now' && init.method === 'POST')
      return routes.run?.();
    if (path === '/api/pilot-daily-rewards') return (routes.summary ?? pilotSummary)();
    if (path.startsWith('/api/pilot-report?')) return (routes.report ?? pilotReport)();
    throw new Error(`unexpected ${path}`);
  });
}

const reportCalls = () =>
  api.mock.calls.map(([path]) => path).filter((p) => p.startsWith('/api/pilot-report?'));

const renderPage = (auth: AuthState = fakeAuth('signed-in', 'admin'), url = '/admin/pilot') =>
  renderWithProviders(<AdminPilotPage />, { auth, url });

beforeEach(() => {
  api.mockReset();
  localStorage.clear();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe('AdminPilotPage access', () => {
  it('tells a signed-in user who is not an admin, and asks nothing of the server', () => {
    renderPage(fakeAuth('signed-in', 'user'));
    expect(screen.getByText('This page is for admins only.')).toBeVisible();
    expect(api).not.toHaveBeenCalled();
  });

  it('opens for a visitor with the admin key, sent as a bearer token', async () => {
    localStorage.setItem('securityAdminKey', 'k-123');
    serve();
    renderPage(fakeAuth('signed-out'));
    expect(await screen.findByText('Processed users')).toBeVisible();
    const [, init] = api.mock.calls.find(([p]) => p === '/api/pilot-daily-rewards') ?? [];
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer k-123');
  });

  it('shows the admins-only notice when the server refuses the session (403)', async () => {
    api.mockRejectedValue(new ApiError(403, 'FORBIDDEN', 'Admins only.'));
    renderPage();
    expect(await screen.findByText('This page is for admins only.')).toBeVisible();
  });
});

describe('the allocation summary', () => {
  it('shows processed users, scaled with its factor, the budget and the recent runs', async () => {
    serve();
    renderPage();
    const section = await screen.findByRole('region', { name: 'Daily allocation' });
    expect(await within(section).findByText('Processed users')).toBeVisible();
    expect(within(section).getByText('Scaled').nextSibling).toHaveTextContent('Yes×0.6667');
    expect(within(section).getByText('Daily budget').nextSibling).toHaveTextContent('1,000.00 QTT');
    expect(within(section).getByTestId('latest-run')).toHaveTextContent(
      'Latest run: 2026-11-22 (UTC), completed.',
    );
    expect(within(section).getByRole('table', { name: 'Recent runs' })).toBeVisible();
  });

  it("says 'Failed to load pilot summary' and retries", async () => {
    let fail = true;
    serve({
      summary: () => {
        if (fail) throw new ApiError(500, 'INTERNAL', 'Broken');
        return pilotSummary();
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load pilot summary');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Processed users')).toBeVisible();
  });

  it('Run Now says when there was nothing to allocate, and not as a success', async () => {
    const message = 'Nothing to allocate: 2026-11-23 was already allocated.';
    serve({ run: async () => ({ message, allocated: [], summary: pilotSummary() }) });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Processed users');
    await user.click(screen.getByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith(message));
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('Run Now is disabled while running, then toasts and shows the new summary', async () => {
    let finish: (v: unknown) => void = () => {};
    const after = pilotSummary({
      processed: 5,
      scaled: false,
      scale: 1,
      latest: run({ day: '2026-11-23', processed: 5, scaled: false, scale: 1 }),
    });
    serve({
      run: () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Processed users');
    await user.click(screen.getByRole('button', { name: 'Run Now' }));
    expect(screen.getByRole('button', { name: 'Running…' })).toBeDisabled();
    expect(api).toHaveBeenCalledWith(
      '/api/pilot-daily-rewards?run=now',
      expect.objectContaining({ method: 'POST' }),
    );
    serve({ summary: () => after });
    finish({
      message: 'Manual allocation run requested',
      allocated: ['2026-11-23'],
      summary: after,
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Manual allocation run requested'),
    );
    expect(await screen.findByText('Processed users').then((n) => n.nextSibling)).toHaveTextContent(
      '5',
    );
    expect(screen.getByRole('button', { name: 'Run Now' })).toBeEnabled();
  });

  it.each([
    [new ApiError(403, 'FORBIDDEN', 'Admins only.'), 'Failed: Admins only.'],
    [new ApiError(0, 'NETWORK', 'Server unavailable.'), 'Manual run failed'],
  ])('Run Now reports %s as %s', async (error, message) => {
    serve({
      run: () => {
        throw error;
      },
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Processed users');
    await user.click(screen.getByRole('button', { name: 'Run Now' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
  });
});

describe('the usage section', () => {
  it('shows totals, the per-user and per-day tables and the chart for 7 days', async () => {
    serve();
    renderPage();
    const usage = await screen.findByRole('region', { name: 'Usage' });
    expect(await within(usage).findByText('Total minutes')).toBeVisible();
    expect(within(usage).getByText('Total minutes').nextSibling).toHaveTextContent('120');
    expect(within(usage).getByRole('table', { name: 'Per user' })).toHaveTextContent(adaId);
    expect(within(usage).getByRole('table', { name: 'Per day' })).toHaveTextContent('2026-11-23');
    expect(await within(usage).findByText('Chart of 2 days')).toBeVisible();
    expect(reportCalls()).toEqual(['/api/pilot-report?days=7&series=1']);
  });

  it('says when nobody has verified minutes in the range', async () => {
    serve({ report: emptyReport });
    renderPage();
    expect(await screen.findByText('No verified minutes in this range')).toBeVisible();
  });

  it('pages the per-user table with Next and Previous, the totals for everyone', async () => {
    const bee = '9d1e2f30-1111-4222-8333-444455556666';
    const first = pilotReport({ users: 51, nextCursor: adaId });
    const second = pilotReport({
      users: 51,
      rows: [{ userId: bee, userName: 'Bee', watchMins: 1, gameMins: 0, totalMins: 1 }],
    });
    api.mockImplementation(async (path: string) => {
      if (path === '/api/pilot-daily-rewards') return pilotSummary();
      if (path.includes(`cursor=${adaId}`)) return second;
      if (path.startsWith('/api/pilot-report?')) return first;
      throw new Error(`unexpected ${path}`);
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Users 1–1 of 51')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Bee')).toBeVisible();
    expect(screen.getByText('Users 51–51 of 51')).toBeVisible();
    expect(reportCalls().at(-1)).toBe(`/api/pilot-report?days=7&series=1&cursor=${adaId}`);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Ada')).toBeVisible();
  });

  it('asks again when the range changes, and keeps it in the address', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Total minutes');
    await user.selectOptions(screen.getByLabelText('Range'), '30');
    await waitFor(() => expect(reportCalls().at(-1)).toBe('/api/pilot-report?days=30&series=1'));
    expect(screen.getByTestId('location')).toHaveTextContent('days=30');
  });

  it('refuses a malformed user id with a message, then filters on Enter and clears', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Total minutes');
    const box = screen.getByLabelText('User id (optional)');
    await user.type(box, 'ada{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(invalidUserIdMessage);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(reportCalls()).toHaveLength(1);
    await user.clear(box);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(box, `${adaId}{Enter}`);
    await waitFor(() =>
      expect(reportCalls().at(-1)).toBe(`/api/pilot-report?days=7&userId=${adaId}&series=1`),
    );
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(reportCalls().at(-1)).toBe('/api/pilot-report?days=7&series=1'));
    expect(box).toHaveValue('');
  });

  it('exports the range on screen as pilot-report.csv with the credential', async () => {
    serve();
    const fetchSpy = vi.fn(async () => new Response('userId,watchMins,gameMins,totalMins\n'));
    vi.stubGlobal('fetch', fetchSpy);
    URL.createObjectURL = vi.fn(() => 'blob:pilot');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage(fakeAuth('signed-in', 'admin'), '/admin/pilot?days=14');
    await screen.findByText('Total minutes');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/pilot-report?days=14&format=csv',
      expect.anything(),
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('pilot-report.csv');
    vi.unstubAllGlobals();
  });

  it("shows the server's reason when the export is refused", async () => {
    serve();
    const body = JSON.stringify({ error: { code: 'FORBIDDEN', message: 'Admins only.' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 403 })),
    );
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Total minutes');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Export failed: Admins only.'));
    vi.unstubAllGlobals();
  });
});
