/**
 * Compile-time proof, checked by `tsc --noEmit` and never run: `AppError` takes only codes
 * of the catalogue (src/domain/errors.ts) that the server may send.
 */
import { AppError } from './app-error';

export function onlyCatalogueCodes() {
  // @ts-expect-error not in the catalogue
  void new AppError('TEAPOT', 'No such code.');
  // @ts-expect-error client-only: the web makes it up when no answer arrived
  void new AppError('NETWORK', 'Server unavailable.');
  // @ts-expect-error the status comes from the catalogue, not the caller
  void new AppError(409, 'CONFLICT', 'Already brewing.');
  return new AppError('INSUFFICIENT_FUNDS', 'Not enough QTT for this.');
}
