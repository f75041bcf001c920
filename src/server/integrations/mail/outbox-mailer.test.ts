import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => fs.rm(d, { recursive: true, force: true })));
});

async function readWholeOutbox(outbox: string) {
  const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.json'),
  );
  return Promise.all(
    names.map(async (n) => JSON.parse(await fs.readFile(path.join(outbox, n), 'utf8')) as object),
  );
}

describe('the outbox mailer', () => {
  it('never shows a reader half a message, while many are written at once', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'qtn-outbox-'));
    dirs.push(dataDir);
    const mailer = createOutboxMailer(dataDir, pino({ level: 'silent' }));
    const outbox = path.join(dataDir, 'outbox');
    // Several megabytes each, so a plain write spans many turns of the event loop.
    const text = 'x'.repeat(4 * 1024 * 1024);
    let sending = true;
    const sends = Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        mailer.send({ to: `reader${i}@example.com`, subject: 's', text, link: `https://q/${i}` }),
      ),
    ).finally(() => (sending = false));
    let reads = 0;
    while (sending) {
      await readWholeOutbox(outbox); // throws on a half-written JSON file
      reads++;
    }
    await sends;
    expect(reads).toBeGreaterThan(1);
    const messages = await readWholeOutbox(outbox);
    expect(messages).toHaveLength(6);
    expect(messages).toContainEqual(expect.objectContaining({ link: 'https://q/3', text }));
    expect((await fs.readdir(outbox)).filter((n) => !n.endsWith('.json'))).toEqual([]);
  });
});
