/**
 * Toasts. The library that shows them (sonner, in toast-view.tsx) loads with the first
 * toast, not with the page: most visits raise none, and every page's first load would carry
 * it (bench/results/first-load.md). Its host mounts at that moment (deferred-toaster.tsx),
 * and shows the toasts raised before it subscribed.
 */
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

const firstToastListeners = new Set<() => void>();
let raised = false;

/** Calls `fn` when the first toast is raised (now, if one was); returns an unsubscribe. */
export function onFirstToast(fn: () => void): () => void {
  if (raised) {
    fn();
    return () => undefined;
  }
  firstToastListeners.add(fn);
  return () => firstToastListeners.delete(fn);
}

/** Shows a toast, once its library has loaded. */
export function showToast(input: ToastInput): void {
  if (!raised) {
    raised = true;
    firstToastListeners.forEach((fn) => fn());
    firstToastListeners.clear();
  }
  const duration = input.duration ?? toastDurationFor(input.message);
  void loadToastView().then((view) => view.showToast({ ...input, duration }));
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
