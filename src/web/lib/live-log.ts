/**
 * The in-memory log the Live Console shows. Entries come from the app (`log.info(...)`)
 * and from captured console calls, errors and window messages (see live-log-capture.ts).
 */
import { toLogData, truncate } from '@/web/lib/live-log-format';

export type LogType = 'log' | 'info' | 'warn' | 'error' | 'message';

export interface LogEntry {
  id: number;
  /** ISO 8601 time the entry was recorded. */
  timestamp: string;
  type: LogType;
  message: string;
  /** A JSON-safe snapshot of what was logged (see toLogData). */
  data?: unknown;
}

export const logBufferSize = 500;

/** Longer messages are cut: one runaway string must not make the console unusable. */
export const logMessageMaxLength = 2000;

/**
 * The rate limits (decision 004): window messages at most 1 per 5 s, every other kind
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

const longestWindowMs = Math.max(...Object.values(logRateLimits).map((l) => l.windowMs));
const maxTrackedKeys = 1000;

type Listener = () => void;

export function createLogStore(now: () => number = Date.now) {
  let entries: readonly LogEntry[] = [];
  let nextId = 1;
  const recent = new Map<string, number[]>();
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((l) => l());

  // Expired keys go first, then the least recently seen: a line that is still flooding
  // keeps its limit however many distinct lines pass by.
  function prune(at: number) {
    for (const [key, times] of recent) {
      if (at - (times[times.length - 1] ?? 0) >= longestWindowMs) recent.delete(key);
    }
    for (const key of recent.keys()) {
      if (recent.size <= maxTrackedKeys) break;
      recent.delete(key);
    }
  }

  function allowed(type: LogType, message: string, at: number) {
    const { max, windowMs } = logRateLimits[type];
    const key = `${type}\u0000${message}`;
    const times = (recent.get(key) ?? []).filter((t) => at - t < windowMs);
    const ok = times.length < max;
    if (ok) times.push(at);
    // Re-inserting keeps the map in least-recently-seen order, which prune relies on.
    recent.delete(key);
    recent.set(key, times);
    if (recent.size > maxTrackedKeys) prune(at);
    return ok;
  }

  return {
    /** Adds an entry unless rate limited; returns whether it was kept. */
    add(type: LogType, message: string, data?: unknown): boolean {
      const at = now();
      const text = truncate(message, logMessageMaxLength);
      if (!allowed(type, text, at)) return false;
      const entry: LogEntry = {
        id: nextId++,
        timestamp: new Date(at).toISOString(),
        type,
        message: text,
      };
      const snapshot = toLogData(data);
      if (snapshot !== undefined) entry.data = snapshot;
      entries = [...entries.slice(-(logBufferSize - 1)), entry];
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
