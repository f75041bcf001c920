import { z } from 'zod';
import { parsePi, piPaymentLimits, piUnitsToDecimal, unitsPerPi } from '../pi/pi-amount';
import { piOrderTypes } from '../pi/pi-sdk';
import { decimalQtt, isoTimestamp, text } from './fields';

/**
 * Pi Network's contracts (docs/decisions/016): sign-in with a Pi access token, and buying
 * QTT with Pi on a server-made order. The browser never says how much QTT to credit: it
 * names a Pi amount when it asks for an order, and after that only ids (the Pi payment id,
 * the blockchain txid); the server reads everything else from the Pi Platform.
 */

const minPi = parsePi(piPaymentLimits.min) ?? 0n;
const maxPi = parsePi(piPaymentLimits.max) ?? 0n;

/** A Pi amount as a decimal string ("1.25"), 0.001 to 10,000 Pi, at most 7 decimals. */
export const piAmount = z
  .string({ message: 'Enter the Pi amount as text, e.g. "1.25".' })
  // What parsePi accepts, so the OpenAPI document states the format too.
  .regex(/^\s*\d{1,9}(\.\d{1,7})?\s*$/, 'Enter a Pi amount such as 1.25.')
  .transform((v, ctx) => {
    const units = parsePi(v);
    if (units === null) {
      ctx.addIssue({ code: 'custom', message: 'Enter a Pi amount such as 1.25.' });
      return z.NEVER;
    }
    return units;
  })
  .refine((u) => u >= minPi, `The smallest payment is ${piPaymentLimits.min} Pi.`)
  .refine((u) => u <= maxPi, `The largest payment is ${piPaymentLimits.max} Pi.`);

/** A Pi amount as the server writes it. */
export const decimalPi = z.string().regex(/^\d+(\.\d{1,7})?$/, 'Not a Pi amount.');
export const piUnitsPerPi = unitsPerPi;
export { piUnitsToDecimal };

/** An access token from Pi.authenticate, or a Pi payment id, or a txid: opaque text. */
const accessToken = text({ min: 1, max: 4096, label: 'Access token' });
const paymentId = text({ min: 1, max: 200, label: 'Payment id' });
const txid = text({ min: 1, max: 200, label: 'Transaction id' });

/** GET /api/pi-config: whether Pi is set up here, and where the browser gets the SDK. */
export const piConfigSchema = z.object({
  enabled: z.boolean(),
  sdkUrl: z.string().nullable(),
  sandbox: z.boolean(),
  /** 'Pi Testnet' or 'Pi Network' (the Pi Platform's network names). */
  network: z.string(),
});
export type PiConfig = z.infer<typeof piConfigSchema>;

/** POST /api/pi-sign-in and POST /api/pi-link (link to the signed-in account). */
export const piTokenRequestSchema = z.object({ accessToken });
export type PiTokenRequest = z.input<typeof piTokenRequestSchema>;

export const piSignInResponseSchema = z.object({
  user: z.object({ id: z.string(), displayName: z.string() }),
  /** Null when the Pi token carries no `username` scope (Pi shares no name then). */
  piUsername: z.string().nullable(),
  /** True when this sign-in opened a new QTN account. */
  created: z.boolean(),
});
export type PiSignInResponse = z.infer<typeof piSignInResponseSchema>;

/** GET /api/pi-link: the signed-in account's Pi identity, if linked. */
export const piLinkResponseSchema = z.object({
  linked: z.boolean(),
  piUsername: z.string().nullable(),
});
export type PiLinkResponse = z.infer<typeof piLinkResponseSchema>;

/** POST /api/verify-pi-token (test page): checks the token with the Pi Platform. */
export const verifyPiTokenResponseSchema = z.object({
  valid: z.literal(true),
  uid: z.string(),
  username: z.string().nullable(),
});

/** GET /api/ping (test page). */
export const pingResponseSchema = z.object({ ok: z.literal(true), time: isoTimestamp });

/** POST /api/pi-orders: the server's order, made before Pi.createPayment. */
export const createPiOrderRequestSchema = z.object({
  amount: piAmount,
  type: z.enum(piOrderTypes),
});
export type CreatePiOrderRequest = z.input<typeof createPiOrderRequestSchema>;

export const piOrderSchema = z.object({
  orderId: z.string(),
  /** What Pi.createPayment must be called with, exactly. */
  payment: z.object({
    amount: z.number(),
    memo: z.string(),
    metadata: z.object({
      type: z.enum(piOrderTypes),
      timestamp: z.number(),
      orderId: z.string(),
    }),
  }),
  amountPi: decimalPi,
  /** QTT the payment buys once completed: 20 per Pi (0.02 for the test payment). */
  qtt: decimalQtt,
});
export type PiOrder = z.infer<typeof piOrderSchema>;

/** The states of one payment as QTN records them (decision 016). */
export const piPaymentStatuses = [
  'created',
  'approved',
  'completed',
  'cancelled',
  'failed',
] as const;
export type PiPaymentStatus = (typeof piPaymentStatuses)[number];

/** POST /api/pi-payment-approve {paymentId} (bearer access token). */
export const piApproveRequestSchema = z.object({ paymentId });
/** POST /api/pi-payment-complete {paymentId, txid} (bearer access token). */
export const piCompleteRequestSchema = z.object({ paymentId, txid });
/** POST /api/pi-payment-incomplete {paymentId}: one the SDK found at sign-in. */
export const piIncompleteRequestSchema = z.object({ paymentId });

export const piPaymentSchema = z.object({
  orderId: z.string(),
  paymentId: z.string().nullable(),
  type: z.enum(piOrderTypes),
  status: z.enum(piPaymentStatuses),
  amountPi: decimalPi,
  qtt: decimalQtt,
  /** QTT credited for it: equal to `qtt` once completed, else '0'. */
  credited: decimalQtt,
  txid: z.string().nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  /** The last failure, in words, while it is retryable. */
  lastError: z.string().nullable(),
});
export type PiPayment = z.infer<typeof piPaymentSchema>;

/** The answer to approve, complete and incomplete: the payment as it now stands. */
export const piPaymentResponseSchema = z.object({ payment: piPaymentSchema });
export type PiPaymentResponse = z.infer<typeof piPaymentResponseSchema>;

/** GET /api/pi-payments: the signed-in user's recent payments (newest first). */
export const myPiPaymentsResponseSchema = z.object({ payments: z.array(piPaymentSchema) });

/** GET /api/admin/pi-payments/stuck: payments not completed within a few minutes. */
export const stuckPiPaymentSchema = piPaymentSchema.extend({
  userId: z.string(),
  displayName: z.string(),
  /** What the Pi Platform says now (null when it could not be asked). */
  platform: z
    .object({
      developerApproved: z.boolean(),
      transactionVerified: z.boolean(),
      developerCompleted: z.boolean(),
      cancelled: z.boolean(),
      userCancelled: z.boolean(),
      txid: z.string().nullable(),
    })
    .nullable(),
  platformError: z.string().nullable(),
});
export const stuckPiPaymentsResponseSchema = z.object({
  payments: z.array(stuckPiPaymentSchema),
});
export type StuckPiPayment = z.infer<typeof stuckPiPaymentSchema>;

/** POST /api/admin/pi-payments/:orderId/retry and …/cancel: the order now, and what was done. */
export const piAdminActionResponseSchema = z.object({
  payment: piPaymentSchema,
  outcome: z.string(),
});
export type PiAdminActionResponse = z.infer<typeof piAdminActionResponseSchema>;
