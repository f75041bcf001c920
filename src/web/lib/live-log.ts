/**
 * The in-memory log the Live Console shows. Entries come from the app (`log.info(...)`)
 * and from captured console calls, errors and window messages (see live-log-capture.ts).
 */
export type LogType = 'log' | 'info' | 'warn' | 'error' | 'message';

export interface LogEntry {
  id: number;
  /** ISO 8601 time the entry was recorded. */
  timestamp: string;
  type: LogType;
  message: string;
  data?: unknown;
}

export const logBufferSize = 500;

/**
 * The specification's rate limits: window messages at most 1 per 5 s, every other kind
 * at most 3 per 2 s. They apply per identical (type, text), so a flood of one line is
 * throttled while distinct lines still get through.
 */
export const logRateLimits: Record<LogType, { max: number; windowMs: number }> = {
  message: { max: 1, windowMs: 5000 },
  log: { max: 3, windowMs: 2000 },
  info: { max: 3, windowMs: 2000 },
  warn: { max: 3, windowMs: 2000 },
  error: { max: 3, windowMs: 2000 },
};

type Listener = () => void;

export function createLogStore(now: () => number = Date.now) {
  let entries: readonly LogEntry[] = [];
  let nextId = 1;
  const recent = new Map<string, number[]>();
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((l) => l());

  function allowed(type: LogType, message: string, at: number) {
    const { max, windowMs } = logRateLimits[type];
    const key = `${type}\u0000${message}`;
    const times = (recent.get(key) ?? []).filter((t) => at - t < windowMs);
    if (times.length >= max) {
      recent.set(key, times);
      return false;
    }
    times.push(at);
    recent.set(key, times);
    if (recent.size > 1000) recent.clear();
    return true;
  }

  return {
    /** Adds an entry unless rate limited; returns whether it was kept. */
    add(type: LogType, message: string, data?: unknown): boolean {
      const at = now();
      if (!allowed(type, message, at)) return false;
      const entry: LogEntry = {
        id: nextId++,
        timestamp: new Date(at).toISOString(),
        type,
        message,
      };
      if (data !== undefined) entry.data = data;
      entries = [...entries, entry].slice(-logBufferSize);
      emit();
      return true;
    },
    clear() {
      entries = [];
      recent.clear();
      emit();
    },
    getEntries: () => entries,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type LogStore = ReturnType<typeof createLogStore>;

export const logStore = createLogStore();

/** The app's own logging; entries show in the Live Console. */
export const log = {
  info: (message: string, data?: unknown) => logStore.add('info', message, data),
  warn: (message: string, data?: unknown) => logStore.add('warn', message, data),
  error: (message: string, data?: unknown) => logStore.add('error', message, data),
};
