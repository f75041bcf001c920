import { describe, expect, it } from 'vitest';
import type { LogEntry } from '@/web/lib/live-log';
import { formatLogTime, formatLogsAsJson, formatLogsAsText, stringifyLogData } from './format-logs';

const entries: LogEntry[] = [
  { id: 1, timestamp: '2024-05-06T07:08:09.010Z', type: 'info', message: 'Started' },
  {
    id: 2,
    timestamp: '2024-05-06T07:08:10.000Z',
    type: 'warn',
    message: 'Slow\nresponse',
    data: { ms: 900, path: '/api' },
  },
  { id: 3, timestamp: '2024-05-06T07:08:11.000Z', type: 'message', message: 'm', data: 'x' },
];

describe('formatLogTime', () => {
  it('shows local HH:MM:SS', () => {
    expect(formatLogTime(new Date(2024, 0, 2, 3, 4, 5).toISOString())).toBe('03:04:05');
    expect(formatLogTime(new Date(2024, 0, 2, 23, 59, 0).toISOString())).toBe('23:59:00');
    expect(formatLogTime('not a date')).toBe('--:--:--');
  });
});

describe('formatLogsAsText', () => {
  it('writes one line per entry: [ISO] TYPE message {json data}', () => {
    expect(formatLogsAsText(entries).split('\n')).toEqual([
      '[2024-05-06T07:08:09.010Z] INFO Started',
      '[2024-05-06T07:08:10.000Z] WARN Slow\\nresponse {"ms":900,"path":"/api"}',
      '[2024-05-06T07:08:11.000Z] MESSAGE m "x"',
    ]);
  });

  it('is empty for no entries', () => {
    expect(formatLogsAsText([])).toBe('');
  });
});

describe('formatLogsAsJson', () => {
  it('is a JSON array of timestamp, type, message and data', () => {
    expect(JSON.parse(formatLogsAsJson(entries))).toEqual([
      { timestamp: '2024-05-06T07:08:09.010Z', type: 'info', message: 'Started' },
      {
        timestamp: '2024-05-06T07:08:10.000Z',
        type: 'warn',
        message: 'Slow\nresponse',
        data: { ms: 900, path: '/api' },
      },
      { timestamp: '2024-05-06T07:08:11.000Z', type: 'message', message: 'm', data: 'x' },
    ]);
    expect(formatLogsAsJson([])).toBe('[]');
  });
});

describe('stringifyLogData', () => {
  it('falls back to text for what JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifyLogData(cyclic)).toBe('[object Object]');
    expect(stringifyLogData(undefined)).toBe('undefined');
    expect(stringifyLogData({ a: [1] }, 2)).toBe('{\n  "a": [\n    1\n  ]\n}');
  });
});
