// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultToastDuration, toast, toastDurationFor } from './toast';
import { Toaster } from './toast-view';
import { stubMatchMedia } from '@/web/testing/stub-match-media';

beforeAll(() => {
  // jsdom lacks pointer capture, which sonner uses for swipe-to-dismiss.
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  stubMatchMedia();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it.each(['success', 'error', 'warning', 'info'] as const)('show a %s toast', async (type) => {
    render(<Toaster />);
    act(() => void toast[type](`A ${type} message`, { title: `Heads up (${type})` }));
    const shown = await screen.findByText(`A ${type} message`);
    expect(shown.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', type);
    // Sonner adds a toast hidden and shows it in a later render (its mount effect sets
    // data-mounted, which lifts opacity 0): findByText can answer in between. Under load, CI
    // run 42 here checked before that render and failed "info".
    await waitFor(() => expect(screen.getByText(`Heads up (${type})`)).toBeVisible());
  });

  it('leave after 4000 ms by default', () => {
    expect(defaultToastDuration).toBe(4000);
    expect(toastDurationFor('Vault created!')).toBe(4000);
  });

  it('stay long enough to read a long message', () => {
    const sixtyWords = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    expect(toastDurationFor(sixtyWords)).toBe(16_000);
  });

  it('dismiss on a click anywhere on them', async () => {
    render(<Toaster />);
    act(() => void toast.info('Click me away'));
    await userEvent.click(await screen.findByText('Click me away'));
    await vi.waitFor(() => expect(screen.queryByText('Click me away')).toBeNull(), {
      timeout: 2000,
    });
  });

  it('are live regions with a named Dismiss button a keyboard reaches', async () => {
    render(<Toaster />);
    act(() => void toast.error('Keyboard me away'));
    const region = (await screen.findByText('Keyboard me away')).closest('[role="alert"]');
    if (!region) throw new Error('an error toast is not an alert');
    const dismiss = within(region as HTMLElement).getByRole('button', { name: 'Dismiss' });
    dismiss.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.queryByText('Keyboard me away')).toBeNull(), {
      timeout: 2000,
    });
  });
});
