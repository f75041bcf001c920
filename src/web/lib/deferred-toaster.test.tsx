// @vitest-environment jsdom
// Needs a module registry of its own: it tests the toast host before any toast was shown.
import { act, render, screen } from '@testing-library/react';
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

    expect(await screen.findByText('Vault created!')).toBeVisible();
    expect(screen.getByRole('status')).toHaveAttribute('data-toast-type', 'success');
  });
});
