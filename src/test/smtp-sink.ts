import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
  /** The text, decoded when it was sent quoted-printable. */
  text: string;
}

/** A real SMTP server in process that keeps what it receives, for tests of mail delivery. */
export async function startSmtpSink() {
  const messages: SunkMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Only a quoted-printable body is decoded: a 7bit body keeps its '=' (a token such as
        // "A1…" after "token=" must not turn into a byte).
        const quotedPrintable = /^content-transfer-encoding:\s*quoted-printable/im.test(raw);
        const text = quotedPrintable
          ? raw
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              )
          : raw;
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The first link in the newest message to this address. */
    async linkFor(address: string, timeoutMs = 5000): Promise<string> {
      const began = Date.now();
      while (Date.now() - began < timeoutMs) {
        const mail = [...messages].reverse().find((m) => m.to.includes(address));
        const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
        if (link) return link;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail with a link reached ${address}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
