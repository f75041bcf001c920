import type { PublicClient } from 'viem';
import { AppError } from '../http/app-error';

const reading = new WeakMap<PublicClient, Promise<number>>();

/** What a caller is answered when the chain's RPC fails or does not answer: 503, retry later. */
export function chainUnavailable(cause: unknown): AppError {
  const unavailable = new AppError(
    'UNAVAILABLE',
    'The chain cannot be reached right now. Please try again in a minute.',
  );
  unavailable.retryAfterSeconds = 30;
  unavailable.cause = cause;
  return unavailable;
}

/**
 * The chain's clock: the latest block's timestamp, in seconds. Withdrawals that arrive while
 * a read is under way share it instead of each asking the RPC (a burst of 50 retries of one
 * withdrawal made 50 reads at once, which a busy machine's local chain answered after the
 * client's time-out: CI run 50 here); a read that has answered is not reused, so a later
 * withdrawal sees a later clock. An RPC that fails or does not answer is UNAVAILABLE (503),
 * as when the bridge is resolved, before anything is written.
 */
export async function chainTime(client: PublicClient): Promise<number> {
  let read = reading.get(client);
  if (!read) {
    read = client.getBlock({ blockTag: 'latest' }).then((block) => Number(block.timestamp));
    reading.set(client, read);
    const done = read;
    const forget = () => reading.get(client) === done && reading.delete(client);
    void done.then(forget, forget);
  }
  try {
    return await read;
  } catch (err) {
    throw chainUnavailable(err);
  }
}
