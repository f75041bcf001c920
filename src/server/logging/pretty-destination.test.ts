import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createPrettyDestination } from './pretty-destination';

function capture() {
  const text: string[] = [];
  const destination = createPrettyDestination({ write: (t: string) => text.push(t) });
  return { text, destination };
}

describe('the development log format', () => {
  it('writes a request as one line when it completes, with method, path, status and time', () => {
    const { text, destination } = capture();
    destination.write(
      JSON.stringify({
        level: 30,
        time: 0,
        reqId: 'req-1',
        req: { method: 'GET', url: '/api/wallet' },
        msg: 'incoming request',
      }),
    );
    expect(text).toEqual([]);
    destination.write(
      JSON.stringify({
        level: 30,
        time: 0,
        reqId: 'req-1',
        res: { statusCode: 200 },
        responseTime: 4.4,
        msg: 'request completed',
      }),
    );
    expect(text).toHaveLength(1);
    expect(text[0]).toMatch(/^\d\d:\d\d:\d\d GET \/api\/wallet 200 4 ms\n$/);
  });

  it('keeps a line’s level, message and own fields, and an error’s stack', () => {
    const { text, destination } = capture();
    destination.write(
      JSON.stringify({
        level: 50,
        time: 0,
        pid: 1,
        hostname: 'h',
        msg: 'query failed',
        table: 'vault',
        err: { message: 'boom', stack: 'Error: boom\n    at here' },
      }),
    );
    expect(text[0]).toMatch(
      /^\d\d:\d\d:\d\d ERROR query failed \{"table":"vault"\}\nError: boom\n {4}at here\n$/,
    );
  });

  it('prints a banner as it is, and passes a line that is not JSON through', () => {
    const { text, destination } = capture();
    destination.write(JSON.stringify({ level: 30, banner: true, msg: 'QTN is running' }));
    destination.write('plain text\n');
    expect(text).toEqual(['QTN is running\n', 'plain text\n']);
  });

  it('receives lines pino has already redacted', () => {
    const { text, destination } = capture();
    const logger = createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'pretty' }, destination);
    logger.info({ email: 'someone@example.com' }, 'signed up');
    expect(text.join('')).toContain('INFO  signed up {"email":"[Redacted]"}');
  });
});
