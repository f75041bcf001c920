// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createTestNavigator } from '@/web/testing/test-navigator';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom(): never {
  throw new Error('render exploded');
}

function Pages() {
  return useRoutes([
    { path: '/broken', element: <Boom /> },
    { path: '/fine', element: <h1>Fine</h1> },
  ]);
}

describe('the route error boundary', () => {
  it('gives the next page its chance after a page crashed', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigator = createTestNavigator();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <RouteErrorBoundary>
          <Pages />
        </RouteErrorBoundary>
        <navigator.Capture />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await act(() => navigator.navigate('/fine'));
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeVisible();
    vi.restoreAllMocks();
  });
});
