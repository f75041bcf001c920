/**
 * Every error code the server answers with, and the HTTP status it goes with: the one
 * table the error handler reads. The list is closed: `AppError` accepts only these codes,
 * so a new failure means a new row here (and, where the web shows something for it, a
 * case in the web's mapping by code). Status 0 marks codes the web client makes up itself
 * when no server answer could be read; the server never sends them.
 */
export const errorCatalogue = {
  // Request shape and protocol
  BAD_REQUEST: { status: 400 },
  VALIDATION_FAILED: { status: 400 },
  UNAUTHORIZED: { status: 401 },
  FORBIDDEN: { status: 403 },
  NOT_FOUND: { status: 404 },
  METHOD_NOT_ALLOWED: { status: 405 },
  CONFLICT: { status: 409 },
  PAYLOAD_TOO_LARGE: { status: 413 },
  UNSUPPORTED_MEDIA_TYPE: { status: 415 },
  RATE_LIMITED: { status: 429 },
  INTERNAL: { status: 500 },
  UNAVAILABLE: { status: 503 },
  // Accounts
  SIGN_IN_LINK_INVALID: { status: 400 },
  // Money
  INVALID_AMOUNT: { status: 422 },
  INVALID_TRANSFER: { status: 422 },
  INSUFFICIENT_FUNDS: { status: 422 },
  IDEMPOTENCY_KEY_REUSED: { status: 422 },
  REWARD_POOL_EMPTY: { status: 503 },
  // Sending QTT between members (docs/decisions/041-sending-qtt.md)
  RECIPIENT_NOT_FOUND: { status: 404 },
  SEND_TO_SELF: { status: 422 },
  SEND_LIMIT: { status: 422 },
  /** The sender or the recipient is on hold, or under review for funnelling. */
  SEND_REFUSED: { status: 403 },
  EMAIL_NOT_CONFIRMED: { status: 403 },
  // The bridge to the chain (docs/decisions/045-bridge-vouchers.md)
  /**
   * Not configured, not deployed, or the contract's signer is not the configured key: a state
   * of this server (409), not an outage to retry (an unreachable RPC is UNAVAILABLE).
   */
  BRIDGE_OFF: { status: 409 },
  /** Below the minimum withdrawal or past what is left of the daily maximum. */
  BRIDGE_LIMIT: { status: 422 },
  /** The account is on hold or flagged in the Security Center. */
  BRIDGE_REFUSED: { status: 403 },
  // Vaults
  VAULT_LOCKED: { status: 409 },
  VAULT_UNLOCKED: { status: 409 },
  VAULT_CLOSED: { status: 409 },
  /** The vault would take the member past their share of the reward pool (decision 035). */
  VAULT_RESERVE_LIMIT: { status: 422 },
  // Proof of watch time
  WATCH_SESSION_INVALID: { status: 401 },
  WATCH_SESSION_FORBIDDEN: { status: 403 },
  WATCH_HANDLE_USED: { status: 409 },
  // Content
  OEMBED_FAILED: { status: 502 },
  // Pi Network
  PI_NOT_CONFIGURED: { status: 503 },
  PI_PLATFORM_UNAVAILABLE: { status: 503 },
  PI_PLATFORM_FAILED: { status: 502 },
  PI_TOKEN_INVALID: { status: 401 },
  PI_ORDER_NOT_FOUND: { status: 404 },
  PI_PAYMENT_NOT_FOUND: { status: 404 },
  PI_PAYMENT_MISMATCH: { status: 422 },
  PI_PAYMENT_CANCELLED: { status: 409 },
  PI_PAYMENT_NOT_READY: { status: 409 },
  PI_ALREADY_LINKED: { status: 409 },
  // Made up by the web client (src/web/lib/api-client.ts), never sent by the server
  NETWORK: { status: 0 },
  HTTP_ERROR: { status: 0 },
  INVALID_RESPONSE: { status: 0 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Codes only the web client produces (no server answer could be read). */
export type ClientErrorCode = {
  [C in ErrorCode]: (typeof errorCatalogue)[C]['status'] extends 0 ? C : never;
}[ErrorCode];

/** The codes the server may answer with. */
export type ServerErrorCode = Exclude<ErrorCode, ClientErrorCode>;

export function statusOf(code: ServerErrorCode): number {
  return errorCatalogue[code].status;
}

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalogue, code);
}

const byStatus: Record<number, ServerErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/** The catalogue code for a status that arrived without one of ours (framework errors). */
export function codeForStatus(status: number): ServerErrorCode {
  return byStatus[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

/**
 * better-auth's own codes, which /api/auth/* passes through with better-auth's statuses
 * (`PASSWORD_` and `USERNAME_TOO_` codes come in families). They are not ours to raise, so
 * `AppError` does not accept them; the web's auth forms map them to the product's wording (product
 * rules R10). Listed so the vocabulary a client can meet is written down.
 */
export const authProviderCodes = [
  'ACCOUNT_TEMPORARILY_LOCKED',
  'EMAIL_NOT_VERIFIED',
  'FAILED_TO_CREATE_USER',
  'INVALID_BACKUP_CODE',
  'INVALID_CODE',
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'INVALID_TOKEN',
  'INVALID_TWO_FACTOR_COOKIE',
  'INVALID_USERNAME',
  'INVALID_USERNAME_OR_PASSWORD',
  'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
  'USERNAME_IS_ALREADY_TAKEN',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
] as const;
