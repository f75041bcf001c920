import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './e2e-env';

interface OutboxMessage {
  to: string;
  subject: string;
  link?: string;
  sentAt: string;
}

const outboxDir = path.resolve(e2eDataDir, 'outbox');

async function messagesTo(address: string): Promise<OutboxMessage[]> {
  const names = await fs.readdir(outboxDir).catch(() => [] as string[]);
  const all = await Promise.all(
    names
      .filter((n) => n.endsWith('.json'))
      .map(
        async (n) =>
          JSON.parse(await fs.readFile(path.join(outboxDir, n), 'utf8')) as OutboxMessage,
      ),
  );
  return all
    .filter((m) => m.to.toLowerCase() === address.toLowerCase())
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * Waits for the newest email to `address` that the server wrote to its outbox (no SMTP in
 * tests) and returns the link it carries.
 */
export async function newestLinkTo(address: string, timeout = 10_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await messagesTo(address)).at(-1)?.link;
        return link;
      },
      { timeout, message: `an email with a link to ${address}` },
    )
    .toBeTruthy();
  return link as string;
}
