import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';

const current = new AsyncLocalStorage<AbortSignal>();

/**
 * Aborts when the client goes away before its answer was written: better-auth calls
 * our password hash without the request, so the signal travels beside the call instead.
 */
export function clientGoneSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const socket = request.raw.socket as { destroyed?: boolean } | undefined;
  if (socket?.destroyed) controller.abort();
  // A response's 'close' before it finished means the connection was cut.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Runs `work` with `signal` as the current request's client-gone signal. */
export function withRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return current.run(signal, work);
}

export function currentRequestSignal(): AbortSignal | undefined {
  return current.getStore();
}
