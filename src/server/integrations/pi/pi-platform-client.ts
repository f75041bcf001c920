import type { z } from 'zod';
import { AppError } from '@/server/http/app-error';
import type { PiPlatform, PiPlatformPayment, PiUser } from './pi-platform';
import {
  incompleteServerPaymentsSchema,
  piErrorBodySchema,
  piPaymentDtoSchema,
  piUserSchema,
} from './pi-platform-schemas';
import { piUserOf } from './pi-user-of';

export interface PiPlatformClientOptions {
  /** e.g. https://api.minepi.com (no trailing slash needed). */
  baseUrl: string;
  /** The app's server API key from the Pi Developer Portal; never logged, never sent to a browser. */
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /**
   * The real time, for the token's valid_until (a moment in the world, so never the app's
   * test-shifted clock); tests may replace it.
   */
  now?: () => number;
}

type Auth = { bearer: string } | 'key';

/**
 * The Pi Platform over HTTP (the error mapping is documented on PiPlatform). Error
 * messages name the call but never carry the key or a token.
 */
export function createPiPlatformClient(options: PiPlatformClientOptions): PiPlatform {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    auth: Auth,
    schema: z.ZodType<T>,
    body?: unknown,
    /** A payment call: Pi's 404 means no such payment, the caller's bad id (a 4xx). */
    isPayment = false,
  ): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      authorization: auth === 'key' ? `Key ${options.apiKey}` : `Bearer ${auth.bearer}`,
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await doFetch(base + path, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new AppError(
        'PI_PLATFORM_UNAVAILABLE',
        timedOut
          ? 'The Pi Platform did not answer in time. Please try again.'
          : 'The Pi Platform could not be reached. Please try again.',
      );
    }
    if (res.status >= 500) {
      throw new AppError(
        'PI_PLATFORM_UNAVAILABLE',
        'The Pi Platform is unavailable. Please try again.',
      );
    }
    const json = parseJson(text);
    if (res.status === 404 && isPayment) {
      throw new AppError('PI_PAYMENT_NOT_FOUND', 'The Pi Platform has no payment with this id.');
    }
    if (!res.ok) {
      if (res.status === 401 && auth !== 'key') {
        throw new AppError(
          'PI_TOKEN_INVALID',
          'Your Pi sign-in is not valid. Sign in with Pi again.',
        );
      }
      throw new AppError(
        'PI_PLATFORM_FAILED',
        `The Pi Platform refused: ${piMessage(json, res.status)}`,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new AppError(
        'PI_PLATFORM_FAILED',
        'The Pi Platform sent an answer QTN could not read.',
      );
    }
    return parsed.data;
  }

  const payment = (method: 'GET' | 'POST', id: string, action = '', body?: unknown) =>
    call(
      method,
      `/v2/payments/${encodeURIComponent(id)}${action}`,
      'key',
      piPaymentDtoSchema,
      body,
      true,
    ) as Promise<PiPlatformPayment>;

  return {
    async me(accessToken: string): Promise<PiUser> {
      const user = await call('GET', '/v2/me', { bearer: accessToken }, piUserSchema);
      return piUserOf(user, new Date(now()));
    },
    getPayment: (id) => payment('GET', id),
    approve: (id) => payment('POST', id, '/approve'),
    complete: (id, txid) => payment('POST', id, '/complete', { txid }),
    cancel: (id) => payment('POST', id, '/cancel'),
    async incompleteServerPayments() {
      const answer = await call(
        'GET',
        '/v2/payments/incomplete_server_payments',
        'key',
        incompleteServerPaymentsSchema,
      );
      return answer.incomplete_server_payments as PiPlatformPayment[];
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Pi's own words about a refusal, bounded, or the status when it gave none. */
function piMessage(json: unknown, status: number) {
  const body = piErrorBodySchema.safeParse(json);
  const words = body.success ? (body.data.error_message ?? body.data.error) : undefined;
  return words ? words.slice(0, 200) : `HTTP ${status}`;
}
