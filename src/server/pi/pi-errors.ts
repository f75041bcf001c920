import { AppError } from '../http/app-error';

/** The ways a Pi payment is refused; each leaves the order as it was (decision 016). */
export const piErrors = {
  mismatch: (why: string) => new AppError('PI_PAYMENT_MISMATCH', why),
  cancelled: () =>
    new AppError('PI_PAYMENT_CANCELLED', 'This payment was cancelled; start a new one.'),
  notReady: (why: string) => new AppError('PI_PAYMENT_NOT_READY', why),
};

/** The words of a failure, for an order's lastError (never a stack or a secret). */
export function failureText(err: unknown): string {
  if (err instanceof AppError) return err.message;
  return 'The Pi Platform call failed.';
}
