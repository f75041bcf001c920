import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createTestQueryClient } from '@/web/testing/query-client';
import { AuthArea } from '../auth-area';
import { AuthProvider } from '../auth-provider';
// Loaded with the harness, not on the first click: the provider loads its modal lazily, and
// on a busy machine the first test of a file waited longer for that import than a
// `findByRole('dialog')` waits (1 s) and failed. The lazy import then finds them loaded.
import '../auth-modal';
import '@/web/lib/app-query-client';

/**
 * Renders `page` at `path` inside the providers the app gives it: a router, a query
 * client, the AuthProvider (with its modal) and the header's auth area.
 */
export function renderWithAuth(
  page: ReactNode = <p>Home page</p>,
  { path = '/', routes = [] }: { path?: string; routes?: RouteObject[] } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <QueryClientProvider client={queryClient}>
            <AuthProvider>
              <AuthArea />
              <Outlet />
            </AuthProvider>
          </QueryClientProvider>
        ),
        children: [...routes, { path: '*', element: page }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, queryClient };
}

/** Fake timers that still let Testing Library's polling run, and a user that uses them. */
export function startFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}
