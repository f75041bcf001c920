import { randomBytes, randomUUID } from 'node:crypto';
import {
  defaultScopes,
  StandInError,
  tokenLifetimeMs,
  type NewPayment,
  type Pioneer,
  type StandInPayment,
  type StandInUserDto,
} from './pi-platform-stand-in-types';

/**
 * The Pi Platform's bookkeeping for the stand-in (dev/pi-platform-stand-in.ts): pioneers,
 * their access tokens, and payments moving through Pi's states
 *   created → developer_approved → transaction_verified → developer_completed,
 * or cancelled (by the app) / user_cancelled (by the pioneer), with the real rules.
 * Never part of the production server.
 */

export {
  defaultScopes,
  StandInError,
  tokenLifetimeMs,
  type NewPayment,
  type Pioneer,
  type StandInPayment,
  type StandInUserDto,
} from './pi-platform-stand-in-types';

const address = () => 'G' + randomBytes(28).toString('hex').toUpperCase().slice(0, 55);
const copy = (p: StandInPayment): StandInPayment => structuredClone(p);
const isOpen = (p: StandInPayment) =>
  !p.status.developer_completed && !p.status.cancelled && !p.status.user_cancelled;
/**
 * "Incomplete" in the SDK reference (onIncompletePaymentFound): submitted to the
 * blockchain, not yet completed by the developer. An open payment without a transaction
 * is not incomplete: a new payment cancels it.
 */
const isIncomplete = (p: StandInPayment) => isOpen(p) && p.transaction !== null;

export function createStandInState(linkBase: () => string) {
  const usersByName = new Map<string, string>();
  const usernames = new Map<string, string>();
  const tokens = new Map<
    string,
    { uid: string; expired: boolean; validUntil: Date; scopes: string[] }
  >();
  const payments = new Map<string, StandInPayment>();

  const find = (id: string) => {
    const p = payments.get(id);
    if (!p) throw new StandInError(404, 'payment_not_found', `Payment ${id} not found.`);
    return p;
  };
  const refuse = (error: string, message: string) => new StandInError(400, error, message);

  const state = {
    /**
     * A pioneer signs in with Pi, granting `scopes`: the same username is the same pioneer,
     * with a fresh token valid for tokenLifetimeMs.
     */
    signUpPioneer(username: string, o: { scopes?: string[] } = {}): Pioneer {
      let uid = usersByName.get(username);
      if (!uid) {
        uid = randomUUID();
        usersByName.set(username, uid);
        usernames.set(uid, username);
      }
      const accessToken = randomBytes(24).toString('base64url');
      // Whole seconds, so the timestamp (seconds) and the ISO string name the same moment.
      const validUntil = new Date(Math.floor((Date.now() + tokenLifetimeMs) / 1000) * 1000);
      tokens.set(accessToken, {
        uid,
        expired: false,
        validUntil,
        scopes: o.scopes ?? defaultScopes,
      });
      return { uid, username, accessToken };
    },
    /** Pi refuses the token from now on (401). */
    expireToken(accessToken: string) {
      const t = tokens.get(accessToken);
      if (t) t.expired = true;
    },
    /**
     * What /v2/me reports as the token's valid_until. The stand-in reports it and leaves
     * honouring it to the app, so a test can show that the app does.
     */
    setTokenValidUntil(accessToken: string, validUntil: Date) {
      const t = tokens.get(accessToken);
      if (t) t.validUntil = validUntil;
    },
    /** The pioneer a live token belongs to; null for an unknown or refused token. */
    uidOf(accessToken: string) {
      const t = tokens.get(accessToken);
      return t && !t.expired ? t.uid : null;
    },
    /** GET /v2/me: the UserDTO, or null (401) for an unknown or refused token. */
    me(accessToken: string): StandInUserDto | null {
      const t = tokens.get(accessToken);
      if (!t || t.expired) return null;
      const username = usernames.get(t.uid);
      return {
        uid: t.uid,
        ...(t.scopes.includes('username') && username ? { username } : {}),
        credentials: {
          scopes: [...t.scopes],
          valid_until: {
            timestamp: Math.floor(t.validUntil.getTime() / 1000),
            iso8601: t.validUntil.toISOString(),
          },
        },
      };
    },
    /** The pioneer's incomplete payment (what the SDK hands onIncompletePaymentFound). */
    incompleteFor(uid: string) {
      const found = [...payments.values()].find(
        (p) => p.user_uid === uid && p.direction === 'user_to_app' && isIncomplete(p),
      );
      return found ? copy(found) : null;
    },
    /** What the Pi Browser does when the SDK's createPayment runs. */
    createPaymentFor(uid: string, data: NewPayment): StandInPayment {
      if (!usernames.has(uid)) throw new StandInError(404, 'user_not_found', 'No such pioneer.');
      if (!(Number.isFinite(data.amount) && data.amount > 0))
        throw refuse('invalid_amount', 'The amount must be a positive number.');
      const direction = data.direction ?? 'user_to_app';
      // The SDK reference ("concurrent payments"): the pioneer's open payment is cancelled
      // when it has no blockchain transaction yet; with one, the new payment is refused
      // and the open one handed back (onIncompletePaymentFound).
      if (direction === 'user_to_app') {
        const incomplete = state.incompleteFor(uid);
        if (incomplete) {
          throw new StandInError(
            400,
            'incomplete_payment',
            'A payment with a blockchain transaction must be completed first.',
            incomplete,
          );
        }
        for (const open of payments.values()) {
          if (open.user_uid === uid && open.direction === 'user_to_app' && isOpen(open))
            open.status.cancelled = true;
        }
      }
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
