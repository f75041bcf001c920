/**
 * Toasts. The library that shows them (sonner, in toast-view.tsx) loads with the first
 * toast, not with the page: most visits raise none, and every page's first load would carry
 * it (bench/results/first-load.md). Its host mounts at that moment (deferred-toaster.tsx),
 * and shows the toasts raised before it subscribed.
 */
import { log } from './live-log';
import type { ToastInput as ViewInput, ToastType } from './toast-view';

export type { ToastType };

export interface ToastInput extends Omit<ViewInput, 'duration'> {
  /** Milliseconds before it leaves on its own; by default as long as it takes to read. */
  duration?: number;
}

export const defaultToastDuration = 4000;

/**
 * How long a toast with no duration of its own stays: the default, or longer for a message
 * that takes longer to read (about 250 ms a word, and a second to notice it), so a long
 * refusal such as the games' earning limit is not gone before it is read.
 */
export const toastDurationFor = (message: string) =>
  Math.max(defaultToastDuration, 1000 + message.split(/\s+/).length * 250);

/** The toast library and its host, loaded once (the host, deferred-toaster.tsx, waits on it too). */
export const loadToastView = () => import('./toast-view');

const loadedListeners = new Set<() => void>();
let loaded = false;

/**
 * Calls `fn` once the first toast's library has loaded (now, if it has); returns an
 * unsubscribe. The host mounts then, so a library that cannot load (the network is gone)
 * never reaches the page's error boundary.
 */
export function onFirstToast(fn: () => void): () => void {
  if (loaded) {
    fn();
    return () => undefined;
  }
  loadedListeners.add(fn);
  return () => loadedListeners.delete(fn);
}

/**
 * Shows a toast once its library has loaded. When it cannot load, the message goes to the
 * live log instead, and the next toast tries again.
 */
export function showToast(input: ToastInput): void {
  const duration = input.duration ?? toastDurationFor(input.message);
  loadToastView().then(
    (view) => {
      view.showToast({ ...input, duration });
      if (loaded) return;
      loaded = true;
      loadedListeners.forEach((fn) => fn());
      loadedListeners.clear();
    },
    () => log.warn(`A notice could not be shown (${input.type}): ${input.message}`),
  );
}

type Options = Omit<ToastInput, 'type' | 'message'>;
export const toast = {
  success: (message: string, options?: Options) =>
    showToast({ type: 'success', message, ...options }),
  error: (message: string, options?: Options) => showToast({ type: 'error', message, ...options }),
  warning: (message: string, options?: Options) =>
    showToast({ type: 'warning', message, ...options }),
  info: (message: string, options?: Options) => showToast({ type: 'info', message, ...options }),
};
