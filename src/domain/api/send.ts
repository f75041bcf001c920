import { z } from 'zod';
import { displayNameLength } from '../auth/display-name';
import { decimalQtt, idCursor, isoTimestamp, optionalText, qttAmount, text } from './fields';

/** A member's public face: what a payer sees before confirming, never an email address. */
export const recipientSchema = z.object({
  username: z.string(),
  displayName: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;

const username = text({ min: 1, max: displayNameLength.max, label: 'Username' });

/** GET /api/wallet/recipient?username= */
export const recipientQuerySchema = z.object({ username });

/** The longest note a transfer carries. */
export const sendNoteMaxLength = 140;

/** POST /api/wallet/send (Idempotency-Key header required: one key per attempt). */
export const sendQttSchema = z.object({
  to: username,
  amount: qttAmount({ maxDecimals: 2 }),
  note: optionalText({ max: sendNoteMaxLength, label: 'Note' }),
});
export type SendQttInput = z.infer<typeof sendQttSchema>;
/** What the web sends: the amount as text. */
export type SendQttRequest = z.input<typeof sendQttSchema>;

export const sentTransferSchema = z.object({
  id: idCursor,
  amount: decimalQtt,
  to: recipientSchema,
  note: z.string().nullable(),
  createdAt: isoTimestamp,
  /** The sender's balance after the transfer. */
  balance: decimalQtt,
  /** Today's sends so far (this one included) and the daily limit, both in QTT. */
  sentToday: decimalQtt,
  dailyLimit: decimalQtt,
});
export type SentTransfer = z.infer<typeof sentTransferSchema>;

/** GET /api/wallet/send-allowance: what the caller may still send today. */
export const sendAllowanceSchema = z.object({
  balance: decimalQtt,
  sentToday: decimalQtt,
  dailyLimit: decimalQtt,
  /** min(balance, daily limit − sent today). */
  available: decimalQtt,
});
export type SendAllowance = z.infer<typeof sendAllowanceSchema>;
