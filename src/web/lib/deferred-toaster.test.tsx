// @vitest-environment jsdom
// Needs a module registry of its own: it tests the toast host before any toast was shown.
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';
import { toast } from './toast';
import { stubMatchMedia } from '@/web/testing/stub-match-media';

beforeAll(async () => {
  // The library's chunk, compiled once before the test: on a busy machine its first import
  // took longer than findByText waits (CI run 32). The façade still imports it on the first
  // toast; here that import finds it ready, as a browser's second visit would.
  await import('./toast-view');
  stubMatchMedia();
});

describe('the deferred toast host', () => {
  it('mounts nothing until the first toast, then shows that toast', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).toBeNull();

    act(() => toast.success('Vault created!'));

    // The library adds a toast at opacity 0 and shows it once mounted (its CSS), an effect
    // later: on a busy machine the text was sometimes found in between.
    const message = await screen.findByText('Vault created!');
    await waitFor(() => expect(message).toBeVisible());
    expect(screen.getByRole('status')).toHaveAttribute('data-toast-type', 'success');
  });
});
