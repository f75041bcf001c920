import { TransactionReceiptNotFoundError, type Hex, type PublicClient } from 'viem';

/**
 * The receipt of `hash`, asked for every 50 ms until it is there. viem's
 * waitForTransactionReceipt asks again only when a new block arrives: on a local chain that
 * mines only on transactions, a receipt that lags its block (seen on a busy machine) is then
 * never asked for again, and the wait never ends (a CI run's deposit test hung 60 s).
 */
export async function minedReceipt(client: PublicClient, hash: Hex, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      const receipt = await client.getTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error(`Transaction ${hash} reverted`);
      return receipt;
    } catch (err) {
      if (!(err instanceof TransactionReceiptNotFoundError)) throw err;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Transaction ${hash} has no receipt after ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
