// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '@/web/lib/auth-context';
import { renderWithAuth, startFakeClock } from './testing/auth-harness';
import {
  fail,
  fakeAuthClient as client,
  hang,
  resetFakeAuthClient,
  serverUser,
  sessionOf,
} from '@/web/testing/fake-auth-client';

vi.mock('@/web/lib/auth-client', () => import('@/web/testing/fake-auth-client'));
vi.mock('@/web/lib/session-request', () => import('@/web/testing/fake-auth-client'));

beforeEach(resetFakeAuthClient);
afterEach(() => vi.useRealTimers());

function SignOutTwice() {
  const { signOut } = useAuth();
  return <button onClick={() => void Promise.all([signOut(), signOut()])}>Twice</button>;
}

describe('the session in the header', () => {
  it('shows Loading, then greets a signed-in user by display name with a link to /account', async () => {
    client.getSession.mockResolvedValue(sessionOf(serverUser({ displayUsername: 'Ada L' })));
    renderWithAuth();
    expect(screen.getByText('Loading')).toBeVisible();
    const greeting = await screen.findByRole('link', { name: 'Hello, Ada L' });
    expect(greeting).toHaveAttribute('href', '/account');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeEnabled();
  });

  it("calls a user without a name 'User'", async () => {
    client.getSession.mockResolvedValue(sessionOf(serverUser({ displayUsername: null, name: '' })));
    renderWithAuth();
    expect(await screen.findByText('Hello, User')).toBeVisible();
  });

  it("asks a visitor to log in, and the button opens the modal's Login tab", async () => {
    renderWithAuth();
    expect(await screen.findByText('Please log in')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in / Sign up' }));
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('stops loading after 5 s when the server does not answer', async () => {
    startFakeClock();
    client.getSession.mockImplementation(hang);
    renderWithAuth();
    act(() => void vi.advanceTimersByTime(4900));
    expect(screen.getByText('Loading')).toBeVisible();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.getByText('Please log in')).toBeVisible();
  });

  it('treats an unreachable server as signed out', async () => {
    client.getSession.mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithAuth();
    expect(await screen.findByText('Please log in')).toBeVisible();
  });
});

describe('signing out from the header', () => {
  it('revokes the session, clears cached data and goes home; the button pauses 0.8 s', async () => {
    const user = startFakeClock();
    client.getSession.mockResolvedValue(sessionOf());
    const { router, queryClient } = renderWithAuth(<p>Page</p>, { path: '/wallet' });
    queryClient.setQueryData(['wallet'], { balance: '12.5' });
    let answer: (v: Awaited<ReturnType<typeof hang>>) => void = () => undefined;
    client.signOut.mockImplementation(() => new Promise((r) => (answer = r)));

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeDisabled();
    await act(async () => answer({ data: { success: true }, error: null }));

    expect(await screen.findByText('Please log in')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(queryClient.getQueryData(['wallet'])).toBeUndefined();
    expect(client.signOut).toHaveBeenCalledOnce();
  });

  it('gives focus to Log in when Sign Out, pressed from the keyboard, goes', async () => {
    // jsdom lays nothing out: every element counts as shown.
    vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 1, 1),
    ] as unknown as DOMRectList);
    const user = userEvent.setup();
    client.getSession.mockResolvedValue(sessionOf());
    renderWithAuth();
    (await screen.findByRole('button', { name: 'Sign Out' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Log in / Sign up' })).toHaveFocus();
  });

  it('waits for the server at most 2 s', async () => {
    startFakeClock();
    client.getSession.mockResolvedValue(sessionOf());
    client.signOut.mockImplementation(hang);
    const { router } = renderWithAuth(<p>Page</p>, { path: '/wallet' });
    await act(async () => void (await vi.advanceTimersByTimeAsync(10)));
    act(() => screen.getByRole('button', { name: 'Sign Out' }).click());
    await act(async () => void (await vi.advanceTimersByTimeAsync(1900)));
    expect(router.state.location.pathname).toBe('/wallet');
    await act(async () => void (await vi.advanceTimersByTimeAsync(200)));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Please log in')).toBeVisible();
  });

  it('goes to /logout when the server refuses', async () => {
    client.getSession.mockResolvedValue(sessionOf());
    client.signOut.mockResolvedValue(fail(500, 'INTERNAL', 'boom'));
    const { router } = renderWithAuth(<p>Page</p>, { path: '/wallet' });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('runs once when asked twice at the same time', async () => {
    client.getSession.mockResolvedValue(sessionOf());
    renderWithAuth(<SignOutTwice />);
    await screen.findByText('Hello, Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Twice' }));
    await screen.findByText('Please log in');
    expect(client.signOut).toHaveBeenCalledOnce();
  });
});
