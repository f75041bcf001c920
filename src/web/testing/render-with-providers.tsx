import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AuthContext, type AuthState } from '@/web/lib/auth-context';
import { fakeAuth } from './fake-auth';
import { LocationProbe } from './location-probe';
import { createTestQueryClient } from './query-client';

export interface ProvidersOptions {
  /** Who is signed in; Ada as a user by default. */
  auth?: AuthState;
  /** Where the router starts. */
  url?: string;
  /** A route pattern for `ui` (e.g. '/watch/:id'); other URLs render "Elsewhere". */
  path?: string;
  client?: QueryClient;
}

/**
 * Renders `ui` with what the app gives a page: a query client, the auth context and a
 * memory router, plus a LocationProbe.
 */
export function renderWithProviders(
  ui: ReactNode,
  { auth = fakeAuth(), url = '/', path, client = createTestQueryClient() }: ProvidersOptions = {},
) {
  const page = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  ) : (
    ui
  );
  const view = render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[url]}>
          {page}
          <LocationProbe />
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, client, auth };
}
