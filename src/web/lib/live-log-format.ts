/** Pure helpers that turn logged values into safe entry text and JSON data. */

export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}…` : text;

/**
 * Copies a value into plain JSON data, so an entry cannot change after it is logged and
 * exporting can never throw: cycles, DOM nodes (React hangs whole fibre trees on them),
 * errors, functions and very deep or wide values are reduced to short descriptions.
 */
export function toLogData(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'string') return truncate(value, 5000);
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value !== 'object') return String(value);
  if (typeof Node !== 'undefined' && value instanceof Node) return `[${value.nodeName}]`;
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
  if (seen.has(value)) return '[Circular]';
  if (depth >= 5) return Array.isArray(value) ? '[Array]' : '[Object]';
  seen.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      const items = Array.isArray(value) ? value.slice(0, 50) : [...value].slice(0, 50);
      return items.map((v: unknown) => toLogData(v, depth + 1, seen) ?? null);
    }
    const source = value instanceof Map ? Object.fromEntries(value) : value;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(source).slice(0, 50)) {
      try {
        out[key] = toLogData((source as Record<string, unknown>)[key], depth + 1, seen);
      } catch {
        out[key] = '[Unreadable]';
      }
    }
    return out;
  } catch {
    return '[Unreadable]';
  } finally {
    seen.delete(value);
  }
}

export const preview = (value: unknown, max = 120) => {
  return truncate(JSON.stringify(toLogData(value)) ?? String(value), max);
};

/** One line for any value: errors as "Name: message", strings as is. */
export const describe = (value: unknown) =>
  value instanceof Error
    ? `${value.name}: ${value.message}`
    : typeof value === 'string'
      ? value
      : preview(value);

/** Applies the console's printf-style tokens (React logs this way); %c styling is dropped. */
function applyFormat(format: string, args: unknown[]) {
  return format.replace(/%[sdifoOjc%]/g, (token) => {
    if (token === '%%') return '%';
    if (args.length === 0) return token;
    const arg = args.shift();
    if (token === '%c') return '';
    if (token === '%d' || token === '%i') return String(Math.trunc(Number(arg)));
    if (token === '%f') return String(Number(arg));
    return token === '%s' ? describe(arg) : preview(arg);
  });
}

/** Turns console arguments into an entry: text parts joined by spaces, objects as data. */
export function formatConsoleArgs(args: readonly unknown[]): { message: string; data?: unknown } {
  const rest = [...args];
  const parts: string[] = [];
  if (typeof rest[0] === 'string' && rest[0].includes('%')) {
    parts.push(applyFormat(String(rest.shift()), rest));
  }
  const objects: unknown[] = [];
  for (const arg of rest) {
    // An error gives its text to the message and, like any object, its details to data.
    if (arg instanceof Error) parts.push(describe(arg));
    if (arg !== null && typeof arg === 'object') objects.push(arg);
    else if (typeof arg === 'function') parts.push(`[Function ${arg.name || 'anonymous'}]`);
    else parts.push(String(arg));
  }
  const message = parts.join(' ') || (objects.length > 0 ? preview(objects[0]) : '');
  if (objects.length === 0) return { message };
  return { message, data: objects.length === 1 ? objects[0] : objects };
}

/** A short, stable label for posted data, so a game's repeated updates share one rate limit. */
export function summarizeMessageData(data: unknown): string {
  if (typeof data === 'string') return truncate(data, 80);
  if (data === null || typeof data !== 'object') return String(data);
  if (Array.isArray(data)) return `[array of ${data.length}]`;
  const record = data as Record<string, unknown>;
  const label = ['type', 'event', 'action', 'name', 'source'].find(
    (k) => typeof record[k] === 'string',
  );
  if (label) return `${label} "${truncate(String(record[label]), 60)}"`;
  const keys = Object.keys(record);
  return `{${keys.slice(0, 5).join(', ')}${keys.length > 5 ? ', …' : ''}}`;
}
