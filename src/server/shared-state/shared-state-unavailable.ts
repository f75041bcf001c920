import { AppError } from '../http/app-error';

/**
 * A shared store that cannot be reached answers 503 with Retry-After: throttles, replay
 * guards and single-use codes fail closed (nothing is let through unchecked), and no money
 * moves, since every payment runs after these checks in its own database transaction.
 */
export function sharedStateUnavailable(): AppError {
  const err = new AppError('UNAVAILABLE', 'The service is busy. Please try again shortly.');
  err.retryAfterSeconds = 5;
  return err;
}

/** Runs a shared-store call, turning a store failure into that 503. */
export async function orUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw sharedStateUnavailable();
  }
}
