import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { apiFetch } from '@/web/lib/api-client';
import type { AuthState } from '@/web/lib/auth-context';
import { renderWithProviders } from '@/web/testing/render-with-providers';

/** Renders `page` at `url` under `path`, with a probe showing where the router is. */
export function renderAt(
  page: ReactNode,
  { url, path, auth }: { url: string; path: string; auth?: AuthState },
) {
  return renderWithProviders(page, { url, path, ...(auth ? { auth } : {}) });
}

type Handler = (init: RequestInit | undefined) => unknown;

/**
 * Answers each API path from `routes` (a thrown error is a failed call). Needs the test
 * file to vi.mock '@/web/lib/api-client' with apiFetch: vi.fn().
 */
export function serve(routes: Record<string, Handler>) {
  vi.mocked(apiFetch).mockImplementation(async (path: string, init?: RequestInit) => {
    const handler = routes[path];
    if (!handler) throw new Error(`unexpected ${path}`);
    return handler(init);
  });
}

/** The paths apiFetch was called with, in order. */
export const calledPaths = () => vi.mocked(apiFetch).mock.calls.map(([path]) => path);

/** The JSON bodies sent to `path`, in order. */
export const bodiesOf = (path: string) =>
  vi
    .mocked(apiFetch)
    .mock.calls.filter(([p]) => p === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
