import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/open-database';
import { registerErrorHandler } from '@/server/http/error-handler';
import { createLogger } from '@/server/logger';
import { createTestDatabase } from '@/test/test-database';

const secretToken = 'tok_5ecret5ecret5ecret';
const secretEmail = 'victim@example.com';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: createLogger({ LOG_LEVEL: 'info' }, stream) };
}

describe('log lines carry no secrets', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a failed query logs its SQL and error but not its parameters', async () => {
    const { lines, logger } = capture();
    const err = await database.db
      .execute(sql`select * from "session" where token = ${secretToken} and nope = ${secretEmail}`)
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(String((err as Error).message)).toContain(secretToken); // the driver does embed it
    logger.error({ err }, 'query failed');
    const out = lines.join('');
    expect(out).toContain('select * from');
    expect(out).toContain('nope');
    expect(out).not.toContain(secretToken);
    expect(out).not.toContain(secretEmail);
  });

  it('the bridge signer key is blanked wherever a configuration or signer is logged whole', () => {
    const { lines, logger } = capture();
    const key = `0x${'ab12'.repeat(16)}`;
    logger.info({ BRIDGE_SIGNER_KEY: key }, 'top');
    logger.info({ config: { BRIDGE_SIGNER_KEY: key } }, 'nested');
    logger.info({ signer: { privateKey: key }, signerKey: key }, 'signer');
    const out = lines.join('');
    expect(out).toContain('nested');
    expect(out).not.toContain('ab12ab12');
  });

  describe('through the HTTP server', () => {
    let app: FastifyInstance;
    const { lines, logger } = capture();
    beforeAll(async () => {
      app = Fastify({ loggerInstance: logger }) as unknown as FastifyInstance;
      registerErrorHandler(app);
      app.get('/fails', async () => {
        await database.db.execute(sql`select ${secretEmail}::int`);
      });
      await app.ready();
    });
    afterAll(() => app.close());

    it('request lines drop query strings and credentials; error lines drop values', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/fails?token=${secretToken}&email=${secretEmail}`,
        headers: { cookie: `session=${secretToken}`, authorization: `Bearer ${secretToken}` },
      });
      expect(res.statusCode).toBe(500);
      const out = lines.join('');
      expect(out).toContain('/fails?[redacted]');
      expect(out).toContain('unhandled error');
      expect(out).not.toContain(secretToken);
      expect(out).not.toContain(secretEmail);
    });
  });
});
