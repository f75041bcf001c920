// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredToaster } from './deferred-toaster';
import { logStore } from './live-log';
import { toast } from './toast';

// The network is gone: the toast library's chunk cannot load.
vi.mock('./toast-view', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a toast whose library cannot load', () => {
  it('goes to the live log, and the host never mounts to fail the page', async () => {
    const { container } = render(<DeferredToaster />);

    act(() => toast.error('Could not create the vault.'));

    await waitFor(() =>
      expect(logStore.getEntries().map((e) => e.message)).toContain(
        'A notice could not be shown (error): Could not create the vault.',
      ),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
