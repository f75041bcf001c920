import { AppError } from '../http/app-error';

/** What a shed request is told; the same words wherever QTN sheds load. */
export const busyMessage = 'QTN is busy. Please try again in a few seconds.';

/** A queue slot usually frees within a second or two. */
export const busyRetryAfterSeconds = 2;

/** 503 UNAVAILABLE with Retry-After: the server refused work it could not do in time. */
export class BusyError extends AppError {
  override name = 'BusyError';
  override readonly retryAfterSeconds = busyRetryAfterSeconds;
  constructor(message = busyMessage) {
    super('UNAVAILABLE', message);
  }
}

/** The client left before its turn came: nothing was done and nobody reads the answer. */
export class AbandonedError extends BusyError {
  override name = 'AbandonedError';
  constructor() {
    super('The request was abandoned by its client.');
  }
}
