import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createStandInState,
  StandInError,
  type NewPayment,
  type StandInPayment,
} from './pi-platform-stand-in-state';

/**
 * A local stand-in for the Pi Platform API (https://api.minepi.com) and the Pi Browser, for
 * development and tests: the /v2 calls QTN's server makes, with Pi's payment states and
 * rules (dev/pi-platform-stand-in-state.ts); /sandbox/* for what a pioneer does in the Pi
 * Browser (used by the stand-in SDK, dev/pi-sdk-stand-in.js, served at /pi-sdk.js); and
 * injected faults. Never part of the production server.
 */

export interface Fault {
  /** 500, no answer at all, or a 200 whose body is not what Pi sends ('garbled'). */
  status: 500 | 'timeout' | 'garbled';
  times?: number;
  /** Only /v2 calls whose path matches. */
  path?: RegExp;
}

const sdkFile = new URL('./pi-sdk-stand-in.js', import.meta.url);
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export async function startPiPlatformStandIn({
  port = 0,
  host = '127.0.0.1',
  apiKey = 'stand-in-key',
}: { port?: number; host?: string; apiKey?: string } = {}) {
  let url = '';
  const state = createStandInState(() => url);
  const faultQueue: { status: Fault['status']; times: number; path?: RegExp }[] = [];
  const hung = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      if (err instanceof StandInError) return send(res, err.status, piError(err));
      send(res, 400, { error: 'bad_request', error_message: 'Bad request.' });
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return send(res, 204, null);
    if (path === '/pi-sdk.js') {
      res.writeHead(200, {
        ...corsHeaders,
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      return res.end(fs.readFileSync(sdkFile));
    }
    const body = method === 'POST' ? await readJson(req) : {};
    if (path.startsWith('/v2/')) {
      const fault = takeFault(path);
      if (fault === 'timeout') return void hung.add(res); // answered never; ended on close()
      if (fault === 500) return send(res, 500, { error: 'internal', error_message: 'Injected.' });
      if (fault === 'garbled') return send(res, 200, { identifier: 42, status: 'fine' });
      return send(res, 200, v2(method, path, req.headers.authorization ?? '', body));
    }
    return send(res, 200, sandbox(method, path, bearer(req.headers.authorization), body));
  }

  function v2(method: string, path: string, authorization: string, body: Record<string, unknown>) {
    if (method === 'GET' && path === '/v2/me') {
      const user = state.me(bearer(authorization) ?? '');
      if (!user) throw new StandInError(401, 'unauthorized', 'The access token is not valid.');
      return user;
    }
    if (authorization !== `Key ${apiKey}`)
      throw new StandInError(401, 'invalid_key', 'The server API key is not valid.');
    if (method === 'GET' && path === '/v2/payments/incomplete_server_payments')
      return { incomplete_server_payments: state.incompleteServerPayments() };
    const m = /^\/v2\/payments\/([^/]+)(?:\/(approve|complete|cancel))?$/.exec(path);
    const id = decodeURIComponent(m?.[1] ?? '');
    if (m && method === 'GET' && !m[2]) return state.payment(id);
    if (m && method === 'POST' && m[2] === 'approve') return state.approve(id);
    if (m && method === 'POST' && m[2] === 'complete') return state.complete(id, body.txid);
    if (m && method === 'POST' && m[2] === 'cancel') return state.cancel(id);
    throw new StandInError(404, 'not_found', 'Not found.');
  }

  function sandbox(
    method: string,
    path: string,
    token: string | null,
    body: Record<string, unknown>,
  ) {
    const pioneer = () => {
      const uid = state.uidOf(token ?? '');
      if (!uid) throw new StandInError(401, 'unauthorized', 'The access token is not valid.');
      return { uid };
    };
    if (method === 'POST' && path === '/sandbox/pioneers') {
      const username = typeof body.username === 'string' ? body.username.trim() : '';
      if (!/^[\w.-]{1,40}$/.test(username))
        throw new StandInError(400, 'invalid_username', 'A username of letters and digits.');
      const scopes = Array.isArray(body.scopes)
        ? body.scopes.filter((x): x is string => typeof x === 'string')
        : undefined;
      return state.signUpPioneer(username, scopes ? { scopes } : {});
    }
    if (method === 'POST' && path === '/sandbox/payments')
      return state.createPaymentFor(pioneer().uid, newPayment(body));
    if (method === 'GET' && path === '/sandbox/incomplete')
      return state.incompleteFor(pioneer().uid);
    if (method === 'POST' && path === '/sandbox/faults') {
      control.failNext({
        status: body.status === 'timeout' || body.status === 'garbled' ? body.status : 500,
        times: typeof body.times === 'number' ? body.times : 1,
        ...(typeof body.path === 'string' ? { path: new RegExp(body.path) } : {}),
      });
      return { ok: true };
    }
    const m = /^\/sandbox\/payments\/([^/]+)(?:\/(transaction|user-cancel))?$/.exec(path);
    const id = decodeURIComponent(m?.[1] ?? '');
    if (m && method === 'GET' && !m[2]) return state.payment(id);
    if (m && method === 'POST' && m[2] === 'transaction')
      return {
        txid: state.submitTransaction(id, typeof body.txid === 'string' ? body.txid : undefined),
      };
    if (m && method === 'POST' && m[2] === 'user-cancel') return state.userCancel(id);
    throw new StandInError(404, 'not_found', 'Not found.');
  }

  function takeFault(path: string) {
    const i = faultQueue.findIndex((f) => !f.path || f.path.test(path));
    const fault = faultQueue[i];
    if (!fault) return null;
    if (--fault.times <= 0) faultQueue.splice(i, 1);
    return fault.status;
  }

  const control = {
    signUpPioneer: (username: string, o: { scopes?: string[] } = {}) =>
      state.signUpPioneer(username, o),
    expireToken: (accessToken: string) => state.expireToken(accessToken),
    setTokenValidUntil: (accessToken: string, validUntil: Date) =>
      state.setTokenValidUntil(accessToken, validUntil),
    createPayment(accessToken: string, data: NewPayment): StandInPayment {
      const uid = state.uidOf(accessToken);
      if (!uid) throw new StandInError(401, 'unauthorized', 'The access token is not valid.');
      return state.createPaymentFor(uid, data);
    },
    incompleteFor: (uid: string) => state.incompleteFor(uid),
    createPaymentFor: (uid: string, data: NewPayment) => state.createPaymentFor(uid, data),
    submitTransaction: (paymentId: string, { txid }: { txid?: string } = {}) =>
      state.submitTransaction(paymentId, txid),
    userCancel: (paymentId: string) => state.userCancel(paymentId),
    payment: (paymentId: string) => state.payment(paymentId),
    failNext({ status, times = 1, path }: Fault) {
      faultQueue.push({ status, times, ...(path ? { path } : {}) });
    },
  };

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: actual } = server.address() as AddressInfo;
  url = `http://${host}:${actual}`;
  return {
    url,
    sdkUrl: `${url}/pi-sdk.js`,
    apiKey,
    control,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hung) res.destroy();
        hung.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type PiPlatformStandIn = Awaited<ReturnType<typeof startPiPlatformStandIn>>;

function send(res: http.ServerResponse, status: number, body: unknown) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/json' });
  res.end(status === 204 ? undefined : JSON.stringify(body));
}

const piError = (err: StandInError) => ({
  error: err.error,
  error_message: err.message,
  ...(err.payment ? { payment: err.payment } : {}),
});

function bearer(authorization: string | undefined) {
  const m = /^Bearer (\S+)$/.exec(authorization ?? '');
  return m?.[1] ?? null;
}

async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  if (!text) return {};
  const value: unknown = JSON.parse(text);
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new StandInError(400, 'bad_request', 'A JSON object, please.');
  return value as Record<string, unknown>;
}

function newPayment(body: Record<string, unknown>): NewPayment {
  const { amount, memo, metadata } = body;
  if (
    typeof amount !== 'number' ||
    typeof memo !== 'string' ||
    typeof metadata !== 'object' ||
    !metadata
  )
    throw new StandInError(400, 'invalid_payment', 'amount (number), memo and metadata, please.');
  return { amount, memo, metadata: metadata as Record<string, unknown> };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const standIn = await startPiPlatformStandIn({
    port: Number(process.env.PI_STAND_IN_PORT ?? 3098),
    apiKey: process.env.PI_API_KEY ?? 'stand-in-key',
  });
  console.log(`Pi Platform stand-in at ${standIn.url} (SDK ${standIn.sdkUrl})`);
}
