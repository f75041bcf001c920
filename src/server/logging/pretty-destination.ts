import type { DestinationStream } from 'pino';

/**
 * Development's log format (LOG_FORMAT=pretty): pino's JSON lines, already redacted,
 * rewritten for a person at a terminal. A request is one line when it completes
 * ("12:01:02 GET /api/wallet 200 4 ms"), other lines keep their level, message and fields,
 * an error its stack. Production keeps the JSON lines (docs/decisions/039-ci-layout.md).
 */

interface Line {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  /** A line meant to be read as it is (the start-up summary): no time, no level. */
  banner?: boolean;
  [key: string]: unknown;
}

const levels: Record<number, [label: string, colour: number]> = {
  10: ['TRACE', 90],
  20: ['DEBUG', 90],
  30: ['INFO ', 32],
  40: ['WARN ', 33],
  50: ['ERROR', 31],
  60: ['FATAL', 35],
};
/** Fields every line has, or that the request line already says. */
const quiet = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err']);
/** Requests started but not completed yet; an aborted one must not keep its entry for ever. */
const maxPending = 1_000;

const clock = (time: number | undefined) => new Date(time ?? Date.now()).toTimeString().slice(0, 8);

export function formatLogLine(
  line: Line,
  pending: Map<string, { method: string; url: string }>,
  colour: boolean,
): string | null {
  const paint = (code: number, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  if (line.banner) return `${line.msg ?? ''}\n`;
  const { reqId } = line;
  if (reqId && line.msg === 'incoming request' && line.req) {
    if (pending.size >= maxPending) pending.delete(pending.keys().next().value ?? '');
    pending.set(reqId, { method: line.req.method ?? '?', url: line.req.url ?? '?' });
    return null;
  }
  const time = paint(90, clock(line.time));
  if (reqId && line.msg === 'request completed' && line.res) {
    const req = pending.get(reqId) ?? { method: '?', url: '?' };
    pending.delete(reqId);
    const status = line.res.statusCode ?? 0;
    const shown = paint(status >= 500 ? 31 : status >= 400 ? 33 : 32, String(status));
    const ms = Math.round(line.responseTime ?? 0);
    return `${time} ${req.method} ${req.url} ${shown} ${paint(90, `${ms} ms`)}\n`;
  }
  const [label, code] = levels[line.level ?? 30] ?? ['LOG  ', 0];
  const fields = Object.entries(line).filter(([k]) => !quiet.has(k));
  const extra =
    fields.length > 0 ? ` ${paint(90, JSON.stringify(Object.fromEntries(fields)))}` : '';
  const stack = line.err ? `\n${line.err.stack ?? line.err.message ?? ''}` : '';
  return `${time} ${paint(code, label)} ${line.msg ?? ''}${extra}${stack}\n`;
}

/** A pino destination writing readable lines to `out` (stdout by default). */
export function createPrettyDestination(
  out: { write(text: string): unknown; isTTY?: boolean } = process.stdout,
): DestinationStream {
  const pending = new Map<string, { method: string; url: string }>();
  const colour = out.isTTY === true && !process.env.NO_COLOR;
  return {
    write(json: string) {
      let line: Line;
      try {
        line = JSON.parse(json) as Line;
      } catch {
        out.write(json);
        return;
      }
      const text = formatLogLine(line, pending, colour);
      if (text !== null) out.write(text);
    },
  };
}
