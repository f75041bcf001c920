// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '@/web/lib/api-client';
import { apiFetch } from '@/web/lib/api-client';
import { AuthContext, type AuthState } from '@/web/lib/auth-context';
import { fakeAuth } from '@/web/testing/fake-auth';
import { useLogGameSession } from './log-game-session';

vi.mock('@/web/lib/api-client', async (load) => ({
  ...(await load<typeof ApiClient>()),
  apiFetch: vi.fn(),
}));

const hook = (auth: AuthState) =>
  renderHook(() => useLogGameSession(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
    ),
  }).result.current;

beforeEach(() => {
  vi.mocked(apiFetch).mockReset();
  vi.mocked(apiFetch).mockRejectedValue(new Error('offline'));
});

describe('useLogGameSession', () => {
  it('sends the game and whole seconds, with no user id, for a signed-in player', () => {
    hook(fakeAuth())('speed-typing', 61.6);
    const [path, init] = vi.mocked(apiFetch).mock.calls[0] ?? [];
    expect(path).toBe('/api/log-game-session');
    expect(JSON.parse(String(init?.body))).toEqual({
      gameSlug: 'speed-typing',
      event: 'complete',
      durationSeconds: 62,
    });
  });

  it('sends nothing for a visitor', () => {
    hook(fakeAuth('signed-out'))('speed-typing', 60);
    expect(apiFetch).not.toHaveBeenCalled();
  });
});
