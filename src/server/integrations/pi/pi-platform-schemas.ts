import { z } from 'zod';

/**
 * What the Pi Platform answers, checked before QTN trusts it: a garbled or unexpected
 * answer becomes PI_PLATFORM_FAILED rather than a crash deep in a payment rule.
 * Unknown extra fields pass (Pi adds fields over time); the ones QTN reads must be right.
 */
export const piUserSchema = z.object({
  uid: z.string().min(1),
  /** Only with the `username` scope (the UserDTO of the Platform API docs). */
  username: z.string().optional(),
  credentials: z
    .object({
      scopes: z.array(z.string()),
      /** When the access token stops being valid; the docs give both forms, without units. */
      valid_until: z
        .object({ timestamp: z.number().finite(), iso8601: z.string() })
        .partial()
        .nullable(),
    })
    .partial()
    .optional(),
});
export type PiUserDto = z.infer<typeof piUserSchema>;

export const piPaymentDtoSchema = z.object({
  identifier: z.string().min(1),
  user_uid: z.string(),
  amount: z.number().finite().nonnegative(),
  memo: z.string(),
  metadata: z.record(z.string(), z.unknown()),
  from_address: z.string(),
  to_address: z.string(),
  direction: z.enum(['user_to_app', 'app_to_user']),
  created_at: z.string(),
  network: z.enum(['Pi Network', 'Pi Testnet']),
  status: z.object({
    developer_approved: z.boolean(),
    transaction_verified: z.boolean(),
    developer_completed: z.boolean(),
    cancelled: z.boolean(),
    user_cancelled: z.boolean(),
  }),
  transaction: z.object({ txid: z.string(), verified: z.boolean(), _link: z.string() }).nullable(),
});

export const incompleteServerPaymentsSchema = z.object({
  incomplete_server_payments: z.array(piPaymentDtoSchema),
});

/** Pi's error body ({ error, error_message }); read only to pass its words on. */
export const piErrorBodySchema = z
  .object({ error: z.string().optional(), error_message: z.string().optional() })
  .loose();
