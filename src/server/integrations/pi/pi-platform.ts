/**
 * The Pi Platform API as QTN uses it (https://github.com/pi-apps/pi-platform-docs):
 * `GET /v2/me` with the user's bearer access token; the payment calls with
 * `Authorization: Key <server API key>`. The client (pi-platform-client.ts) implements it;
 * dev/pi-platform-stand-in.ts speaks the same protocol for development and tests.
 *
 * Every method throws `AppError`: PI_TOKEN_INVALID (401) when /v2/me refuses the token,
 * PI_PAYMENT_NOT_FOUND (404) when a payment call names a payment Pi does not know (the
 * caller's bad id, not Pi's failure), PI_PLATFORM_UNAVAILABLE (503) on a time-out, a
 * network failure or a 5xx answer, and PI_PLATFORM_FAILED (502) on any other refusal or an
 * answer QTN cannot read, with Pi's message.
 */
export interface PiPlatform {
  /** The Pi user an access token belongs to. */
  me(accessToken: string): Promise<PiUser>;
  getPayment(paymentId: string): Promise<PiPlatformPayment>;
  approve(paymentId: string): Promise<PiPlatformPayment>;
  complete(paymentId: string, txid: string): Promise<PiPlatformPayment>;
  cancel(paymentId: string): Promise<PiPlatformPayment>;
  /** The app's payments still waiting for the server (GET /v2/payments/incomplete_server_payments). */
  incompleteServerPayments(): Promise<PiPlatformPayment[]>;
}

export interface PiUser {
  uid: string;
  /** The Pi username, or null when the token's scopes do not include `username`. */
  username: string | null;
  /** When the access token stops being valid, when the Pi Platform says. */
  validUntil?: Date;
  /** Scopes the user granted with this token ('username', 'payments', …). */
  scopes?: string[];
}

/** Pi's PaymentDTO, as the Pi Platform sends it. */
export interface PiPlatformPayment {
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
