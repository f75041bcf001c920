import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import nodemailer from 'nodemailer';
import { isPiPlaceholderEmail } from '@/domain/pi/pi-account';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one link the message is about, logged by the outbox so a newcomer can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real delivery over SMTP (`SMTP_URL`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}

/**
 * Without SMTP, messages are written to `<dataDir>/outbox/` as JSON and their link is
 * logged, so password resets work on a laptop with no mail server.
 */
export function createOutboxMailer(dataDir: string, log: Logger): Mailer {
  const dir = path.resolve(dataDir, 'outbox');
  return {
    send: async (message) => {
      await fs.promises.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      // Written under a hidden name, then renamed: whoever reads the outbox (a person, the
      // browser tests' mail reader) sees a whole message or none, never half of one.
      const partial = path.join(dir, `.${name}.partial`);
      await fs.promises.writeFile(
        partial,
        JSON.stringify({ ...message, sentAt: new Date().toISOString() }, null, 2),
      );
      await fs.promises.rename(partial, path.join(dir, name));
      log.info(
        { to: message.to, subject: message.subject, link: message.link },
        'mail written to outbox',
      );
    },
  };
}

export function createConfiguredMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string; DATA_DIR: string },
  log: Logger,
): Mailer {
  const mailer = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(config.DATA_DIR, log);
  return neverToPiPlaceholders(mailer);
}

/** A Pi account's placeholder address (…@pi.invalid) is never mailed (decision 016). */
export function neverToPiPlaceholders(mailer: Mailer): Mailer {
  return {
    send: (message) =>
      isPiPlaceholderEmail(message.to) ? Promise.resolve() : mailer.send(message),
  };
}
