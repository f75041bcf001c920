export const timedOut = Symbol('timed out');

/**
 * Waits for `promise` at most `ms` milliseconds. Resolves to `timedOut` when the time runs
 * out first; the promise itself keeps running, and its later failure is swallowed.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof timedOut> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
