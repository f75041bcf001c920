import { createHash, createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

/**
 * The running state of a watch session, carried by the client between heartbeats and
 * signed by the server, so a heartbeat needs no database (docs/decisions/006).
 */
export interface WatchState {
  /** session id */
  s: string;
  /** user id */
  u: string;
  /** content id */
  c: string;
  /** hash of the sign-in session the handle was issued to */
  k: string;
  /** server start time, ms */
  st: number;
  /** server time of the last accepted heartbeat (or the start), ms */
  lt: number;
  /** verified ms so far */
  v: number;
  /** accepted heartbeats */
  h: number;
  /** sequence number of this handle: each handle works once */
  q: number;
  /** the content's duration in ms (0 when unknown) */
  d: number;
  /** issue time of this handle, ms (the handle's `ts`) */
  t: number;
  /** expiry, ms */
  e: number;
}

export interface WatchTokenSigner {
  sign(state: WatchState): string;
  /** The state, or null for anything forged, malformed or expired. */
  verify(token: string, nowMs: number): WatchState | null;
}

// A fixed binary layout, not JSON: the handle stays short (172 characters) and packing it
// is cheap, which matters on the hottest path the product has.
const version = 1;
const idBytes = 16;
const bodyBytes = 1 + 4 * idBytes + 4 * 8 + 4 * 4;
const macBytes = 16;
const tokenLength = Math.ceil(((bodyBytes + macBytes) * 4) / 3);

const hexId = (b: Buffer, at: number) => b.toString('hex', at, at + idBytes);
const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

function pack(state: WatchState): Buffer | null {
  const b = Buffer.allocUnsafe(bodyBytes); // every byte is written below
  b[0] = version;
  const ids = [state.s, state.u.replaceAll('-', ''), state.c.replaceAll('-', '')];
  let at = 1;
  for (const id of ids) {
    if (b.write(id, at, 'hex') !== idBytes) return null;
    at += idBytes;
  }
  if (b.write(state.k, at, 'base64url') !== idBytes) return null;
  at += idBytes;
  for (const n of [state.st, state.lt, state.t, state.e]) at = b.writeDoubleBE(n, at);
  for (const n of [state.v, state.d, state.h, state.q]) at = b.writeUInt32BE(n, at);
  return b;
}

function unpack(b: Buffer): WatchState | null {
  if (b.length !== bodyBytes || b[0] !== version) return null;
  let at = 1 + 3 * idBytes;
  const k = b.toString('base64url', at, at + idBytes);
  at += idBytes;
  const [st = 0, lt = 0, t = 0, e = 0] = [0, 1, 2, 3].map((i) => b.readDoubleBE(at + i * 8));
  at += 32;
  const [v = 0, d = 0, h = 0, q = 0] = [0, 1, 2, 3].map((i) => b.readUInt32BE(at + i * 4));
  return {
    s: hexId(b, 1),
    u: uuidOf(hexId(b, 1 + idBytes)),
    c: uuidOf(hexId(b, 1 + 2 * idBytes)),
    k,
    st,
    lt,
    v,
    h,
    q,
    d,
    t,
    e,
  };
}

/** The key label of watch handles; other uses of the handle (game play) pass their own. */
export const watchHandleLabel = 'qtn/powt-handle/v1';

export function createWatchTokenSigner(secret: string, label = watchHandleLabel): WatchTokenSigner {
  // A key of its own per label, so a watch handle can never be mistaken for any other signed
  // value (a game-play handle included). A KeyObject, imported once: a raw key would be
  // imported again on every heartbeat.
  const key = createSecretKey(createHmac('sha256', secret).update(label).digest());
  const mac = (body: Buffer) =>
    createHmac('sha256', key).update(body).digest().subarray(0, macBytes);
  return {
    sign(state) {
      const body = pack(state);
      if (!body) throw new Error('watch state does not fit the handle layout');
      return Buffer.concat([body, mac(body)]).toString('base64url');
    },
    verify(token, nowMs) {
      if (typeof token !== 'string' || token.length !== tokenLength) return null;
      const raw = Buffer.from(token, 'base64url');
      if (raw.length !== bodyBytes + macBytes) return null;
      const body = raw.subarray(0, bodyBytes);
      if (!timingSafeEqual(raw.subarray(bodyBytes), mac(body))) return null;
      const state = unpack(body);
      return state && state.e > nowMs ? state : null;
    },
  };
}

/** A short fingerprint of the sign-in session token, so a handle only works with its cookie. */
export function sessionBinding(sessionToken: string): string {
  let binding = bindings.get(sessionToken);
  if (binding === undefined) {
    binding = createHash('sha256')
      .update(sessionToken)
      .digest()
      .subarray(0, idBytes)
      .toString('base64url');
    // Bounded: a full cache starts again rather than grow with every sign-in seen.
    if (bindings.size >= 10_000) bindings.clear();
    bindings.set(sessionToken, binding);
  }
  return binding;
}
const bindings = new Map<string, string>();
