/**
 * The Pi Platform's shapes as the stand-in (dev/pi-platform-stand-in.ts) speaks them: the
 * PaymentDTO and UserDTO of the Platform API docs, and its refusals. Never part of the
 * production server.
 */

export interface StandInPayment {
  identifier: string;
  user_uid: string;
  amount: number;
  memo: string;
  metadata: Record<string, unknown>;
  from_address: string;
  to_address: string;
  direction: 'user_to_app' | 'app_to_user';
  created_at: string;
  network: 'Pi Network' | 'Pi Testnet';
  status: {
    developer_approved: boolean;
    transaction_verified: boolean;
    developer_completed: boolean;
    cancelled: boolean;
    user_cancelled: boolean;
  };
  transaction: null | { txid: string; verified: boolean; _link: string };
}

export interface Pioneer {
  uid: string;
  username: string;
  accessToken: string;
}

/** The scopes a pioneer grants unless a test says otherwise (what QTN asks for). */
export const defaultScopes = ['username', 'payments'];
/** How long the stand-in's access tokens say they are valid (credentials.valid_until). */
export const tokenLifetimeMs = 24 * 3_600_000;

/** GET /v2/me's UserDTO (the Platform API docs): username only with the `username` scope. */
export interface StandInUserDto {
  uid: string;
  username?: string;
  credentials: { scopes: string[]; valid_until: { timestamp: number; iso8601: string } };
}

export interface NewPayment {
  amount: number;
  memo: string;
  metadata: Record<string, unknown>;
  direction?: 'user_to_app' | 'app_to_user';
  network?: 'Pi Network' | 'Pi Testnet';
}

/** A refusal as the Pi Platform words it ({ error, error_message } with an HTTP status). */
export class StandInError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    /** The payment the refusal is about, where the Pi Browser hands it to the app. */
    readonly payment?: StandInPayment,
  ) {
    super(message);
  }
}
