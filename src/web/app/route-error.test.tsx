// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { logStore } from '@/web/lib/live-log';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom(): never {
  throw new Error('render exploded');
}

describe('the error screen', () => {
  it('replaces a crashed page, records the error and offers a refresh', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(
      <MemoryRouter>
        <RouteErrorBoundary>
          <Boom />
        </RouteErrorBoundary>
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(
      logStore.getEntries().some((e) => e.type === 'error' && e.message === 'Page crashed'),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
