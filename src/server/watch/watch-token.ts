import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

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

const fields: Record<keyof WatchState, 'string' | 'number'> = {
  s: 'string',
  u: 'string',
  c: 'string',
  k: 'string',
  st: 'number',
  lt: 'number',
  v: 'number',
  h: 'number',
  q: 'number',
  d: 'number',
  t: 'number',
  e: 'number',
};

export interface WatchTokenSigner {
  sign(state: WatchState): string;
  /** The state, or null for anything forged, malformed or expired. */
  verify(token: string, nowMs: number): WatchState | null;
}

export function createWatchTokenSigner(secret: string): WatchTokenSigner {
  // A key of its own, so a watch handle can never be mistaken for any other signed value.
  const key = createHmac('sha256', secret).update('qtn/powt-handle/v1').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest();
  return {
    sign(state) {
      const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
      return `${payload}.${mac(payload).toString('base64url')}`;
    },
    verify(token, nowMs) {
      if (typeof token !== 'string' || token.length > 2048) return null;
      const dot = token.indexOf('.');
      if (dot <= 0) return null;
      const payload = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = mac(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let state: unknown;
      try {
        state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (!isWatchState(state) || state.e <= nowMs) return null;
      return state;
    },
  };
}

function isWatchState(v: unknown): v is WatchState {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (Object.keys(fields) as (keyof WatchState)[]).every((f) => typeof o[f] === fields[f]);
}

/** A short fingerprint of the sign-in session token, so a handle only works with its cookie. */
export const sessionBinding = (sessionToken: string) =>
  createHash('sha256').update(sessionToken).digest('base64url').slice(0, 22);
