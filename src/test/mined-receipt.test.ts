import { TransactionReceiptNotFoundError, type PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { minedReceipt } from '../../dev/chain/mined-receipt';

const hash = `0x${'ab'.repeat(32)}` as const;

/** A chain whose receipt appears after `lag` asks, and whose block number never moves. */
function laggingChain(lag: number, status: 'success' | 'reverted' = 'success') {
  let asked = 0;
  const client = {
    getTransactionReceipt: () => {
      asked += 1;
      if (asked <= lag) return Promise.reject(new TransactionReceiptNotFoundError({ hash }));
      return Promise.resolve({ status, blockNumber: 7n });
    },
  } as unknown as PublicClient;
  return { client, asked: () => asked };
}

describe('minedReceipt', () => {
  it('asks again until a lagging receipt appears, with no new block needed', async () => {
    const chain = laggingChain(3);
    expect(await minedReceipt(chain.client, hash)).toMatchObject({ blockNumber: 7n });
    expect(chain.asked()).toBe(4);
  });

  it('names a reverted transaction, and one with no receipt in time', async () => {
    await expect(minedReceipt(laggingChain(0, 'reverted').client, hash)).rejects.toThrow(
      `Transaction ${hash} reverted`,
    );
    await expect(minedReceipt(laggingChain(1_000).client, hash, 120)).rejects.toThrow(
      'has no receipt after 0.12 s',
    );
  });
});
