import { randomBytes, randomUUID } from 'node:crypto';

/**
 * The Pi Platform's bookkeeping for the stand-in (dev/pi-platform-stand-in.ts): pioneers,
 * their access tokens, and payments moving through Pi's states
 *   created → developer_approved → transaction_verified → developer_completed,
 * or cancelled (by the app) / user_cancelled (by the pioneer), with the real rules.
 * Never part of the production server.
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
  ) {
    super(message);
  }
}

const address = () => 'G' + randomBytes(28).toString('hex').toUpperCase().slice(0, 55);
const copy = (p: StandInPayment): StandInPayment => structuredClone(p);
const isOpen = (p: StandInPayment) =>
  !p.status.developer_completed && !p.status.cancelled && !p.status.user_cancelled;

export function createStandInState(linkBase: () => string) {
  const usersByName = new Map<string, string>();
  const usernames = new Map<string, string>();
  const tokens = new Map<string, { uid: string; expired: boolean }>();
  const payments = new Map<string, StandInPayment>();

  const find = (id: string) => {
    const p = payments.get(id);
    if (!p) throw new StandInError(404, 'payment_not_found', `Payment ${id} not found.`);
    return p;
  };
  const refuse = (error: string, message: string) => new StandInError(400, error, message);

  const state = {
    /** A pioneer signs in with Pi: the same username is the same pioneer, with a fresh token. */
    signUpPioneer(username: string): Pioneer {
      let uid = usersByName.get(username);
      if (!uid) {
        uid = randomUUID();
        usersByName.set(username, uid);
        usernames.set(uid, username);
      }
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, { uid, expired: false });
      return { uid, username, accessToken };
    },
    expireToken(accessToken: string) {
      const t = tokens.get(accessToken);
      if (t) t.expired = true;
    },
    /** GET /v2/me: null for an unknown or expired token. */
    me(accessToken: string) {
      const t = tokens.get(accessToken);
      if (!t || t.expired) return null;
      return { uid: t.uid, username: usernames.get(t.uid) ?? '' };
    },
    /** The pioneer's payment still open (what the SDK hands onIncompletePaymentFound). */
    incompleteFor(uid: string) {
      const open = [...payments.values()].find(
        (p) => p.user_uid === uid && p.direction === 'user_to_app' && isOpen(p),
      );
      return open ? copy(open) : null;
    },
    /** What the Pi Browser does when the SDK's createPayment runs. */
    createPaymentFor(uid: string, data: NewPayment): StandInPayment {
      if (!usernames.has(uid)) throw new StandInError(404, 'user_not_found', 'No such pioneer.');
      if (!(Number.isFinite(data.amount) && data.amount > 0))
        throw refuse('invalid_amount', 'The amount must be a positive number.');
      const direction = data.direction ?? 'user_to_app';
      if (direction === 'user_to_app' && state.incompleteFor(uid))
        throw refuse('pending_payment', 'A pending payment needs to be handled first.');
      const p: StandInPayment = {
        identifier: randomBytes(12).toString('base64url'),
        user_uid: uid,
        amount: data.amount,
        memo: data.memo,
        metadata: data.metadata,
        from_address: address(),
        to_address: address(),
        direction,
        created_at: new Date().toISOString(),
        network: data.network ?? 'Pi Testnet',
        status: {
          developer_approved: false,
          transaction_verified: false,
          developer_completed: false,
          cancelled: false,
          user_cancelled: false,
        },
        transaction: null,
      };
      payments.set(p.identifier, p);
      return copy(p);
    },
    payment: (id: string) => copy(find(id)),
    approve(id: string) {
      const p = find(id);
      if (!isOpen(p)) throw refuse('payment_cancelled', 'The payment is cancelled or completed.');
      if (p.status.developer_approved) throw refuse('already_approved', 'Already approved.');
      p.status.developer_approved = true;
      return copy(p);
    },
    /** The pioneer signs the transaction; the blockchain verifies it at once here. */
    submitTransaction(id: string, txid = randomBytes(32).toString('hex')) {
      const p = find(id);
      if (!isOpen(p)) throw refuse('payment_cancelled', 'The payment is cancelled or completed.');
      if (!p.status.developer_approved) throw refuse('not_approved', 'Not approved yet.');
      if (p.transaction) throw refuse('already_submitted', 'A transaction was already sent.');
      p.transaction = { txid, verified: true, _link: `${linkBase()}/sandbox/tx/${txid}` };
      p.status.transaction_verified = true;
      return txid;
    },
    complete(id: string, txid: unknown) {
      const p = find(id);
      if (p.status.developer_completed) throw refuse('already_completed', 'Already completed.');
      if (!isOpen(p)) throw refuse('payment_cancelled', 'The payment is cancelled.');
      if (!p.status.developer_approved) throw refuse('not_approved', 'Not approved yet.');
      if (!p.transaction || !p.status.transaction_verified)
        throw refuse('transaction_not_verified', 'The transaction is not verified.');
      if (typeof txid !== 'string' || txid !== p.transaction.txid)
        throw refuse('txid_mismatch', "The txid does not match the payment's transaction.");
      p.status.developer_completed = true;
      return copy(p);
    },
    /** The app cancels: anything not completed; cancelling twice changes nothing. */
    cancel(id: string) {
      const p = find(id);
      if (p.status.developer_completed) throw refuse('already_completed', 'Already completed.');
      p.status.cancelled = true;
      return copy(p);
    },
    /** The pioneer closes the payment dialog before signing. */
    userCancel(id: string) {
      const p = find(id);
      if (!isOpen(p) || p.transaction)
        throw refuse('cannot_cancel', 'The payment can no longer be cancelled.');
      p.status.user_cancelled = true;
      return copy(p);
    },
    /** GET /v2/payments/incomplete_server_payments: the app's own (app-to-user) open payments. */
    incompleteServerPayments: () =>
      [...payments.values()].filter((p) => p.direction === 'app_to_user' && isOpen(p)).map(copy),
  };
  return state;
}

export type StandInState = ReturnType<typeof createStandInState>;
