import { logStore, type LogStore, type LogType } from '@/web/lib/live-log';
import { describe, formatConsoleArgs, summarizeMessageData } from '@/web/lib/live-log-format';

type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';
const consoleLevels: readonly ConsoleLevel[] = ['log', 'info', 'warn', 'error'];

export interface LogCaptureOptions {
  /** Hears 'error', 'unhandledrejection' and 'message' events; `window` by default. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** The console whose log/info/warn/error are wrapped; the global console by default. */
  console?: Pick<Console, ConsoleLevel>;
  store?: Pick<LogStore, 'add'>;
}

// One capture per console and per target, however often installLogCapture is called.
const wrappedConsoles = new WeakSet<object>();
const listenedTargets = new WeakSet<object>();
const maxQueued = 1000;

function eventEntries(event: Event): [LogType, string, unknown] {
  if (event.type === 'message') {
    const { data, origin } = event as MessageEvent;
    return [
      'message',
      `Message from ${origin || 'unknown origin'}: ${summarizeMessageData(data)}`,
      { origin, data },
    ];
  }
  if (event.type === 'unhandledrejection') {
    const { reason } = event as PromiseRejectionEvent;
    return ['error', `Unhandled promise rejection: ${describe(reason)}`, { reason }];
  }
  const { message, error, filename, lineno, colno } = event as ErrorEvent;
  const source = filename ? `${filename}:${lineno}:${colno}` : undefined;
  return ['error', message || (error ? describe(error) : 'Uncaught error'), { error, source }];
}

/**
 * Mirrors console calls, uncaught errors, unhandled rejections and posted window messages
 * into the live log. Calling it again for the same console and window does nothing.
 * Returns a function that undoes this install (for tests).
 */
export function installLogCapture(options: LogCaptureOptions = {}): () => void {
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  const con = options.console ?? console;
  const store = options.store ?? logStore;
  let queue: Array<() => void> = [];
  let flushing = false;

  // Entries are added in a microtask: a console call made while React renders must not
  // update the console's own state in the middle of that render.
  const flush = () => {
    const batch = queue;
    queue = [];
    flushing = true;
    for (const task of batch) {
      try {
        task();
      } catch {
        // A value that cannot be formatted is dropped rather than breaking the page.
      }
    }
    flushing = false;
  };
  const record = (task: () => void) => {
    // A console call made by a store listener while we add would recurse: drop it.
    if (flushing || queue.length >= maxQueued) return;
    if (queue.push(task) === 1) queueMicrotask(flush);
  };

  const restores: Array<() => void> = [];
  if (!wrappedConsoles.has(con)) {
    wrappedConsoles.add(con);
    for (const level of consoleLevels) {
      const original = con[level];
      if (typeof original !== 'function') continue;
      const wrapper = (...args: unknown[]) => {
        try {
          original.apply(con, args);
        } finally {
          record(() => {
            const { message, data } = formatConsoleArgs(args);
            store.add(level, message, data);
          });
        }
      };
      con[level] = wrapper;
      restores.push(() => {
        if (con[level] === wrapper) con[level] = original;
      });
    }
    restores.push(() => wrappedConsoles.delete(con));
  }

  if (target && !listenedTargets.has(target)) {
    listenedTargets.add(target);
    const onEvent = (event: Event) => record(() => store.add(...eventEntries(event)));
    const types = ['error', 'unhandledrejection', 'message'];
    types.forEach((type) => target.addEventListener(type, onEvent));
    restores.push(() => {
      types.forEach((type) => target.removeEventListener(type, onEvent));
      listenedTargets.delete(target);
    });
  }

  return () => restores.splice(0).forEach((restore) => restore());
}
