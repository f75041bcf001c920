import { qtnBridgeAbi } from '@/domain/chain/qtn-bridge-abi';
import type { BridgeOn } from './resolve-bridge';

export interface SeenDeposit {
  txHash: `0x${string}`;
  logIndex: number;
  blockNumber: number;
  blockHash: `0x${string}`;
  from: `0x${string}`;
  account: `0x${string}`;
  amountWei: bigint;
}

export interface SeenRedemption {
  txHash: `0x${string}`;
  blockNumber: number;
  nonce: `0x${string}`;
  recipient: `0x${string}`;
  amountWei: bigint;
}

/** The bridge's events in blocks from..to (both included), in chain order. */
export async function readBridgeEvents(bridge: BridgeOn, from: number, to: number) {
  const logs = await bridge.client.getContractEvents({
    address: bridge.contract,
    abi: qtnBridgeAbi,
    fromBlock: BigInt(from),
    toBlock: BigInt(to),
  });
  const deposits: SeenDeposit[] = [];
  const redemptions: SeenRedemption[] = [];
  for (const log of logs) {
    if (log.blockNumber === null || log.logIndex === null || !log.transactionHash) continue;
    if (!log.blockHash) continue;
    const a = log.args as Partial<{
      from: `0x${string}`;
      account: `0x${string}`;
      nonce: `0x${string}`;
      recipient: `0x${string}`;
      amount: bigint;
    }>;
    if (log.eventName === 'Deposited' && a.from && a.account && a.amount !== undefined) {
      deposits.push({
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash,
        from: a.from,
        account: a.account,
        amountWei: a.amount,
      });
    } else if (log.eventName === 'Redeemed' && a.nonce && a.recipient && a.amount !== undefined) {
      redemptions.push({
        txHash: log.transactionHash,
        blockNumber: Number(log.blockNumber),
        nonce: a.nonce,
        recipient: a.recipient,
        amountWei: a.amount,
      });
    }
  }
  return { deposits, redemptions };
}

/** Whether `nonce` was redeemed as of block `at` (the contract's own record). */
export function redeemedAt(bridge: BridgeOn, nonce: `0x${string}`, at: number) {
  return bridge.client.readContract({
    address: bridge.contract,
    abi: qtnBridgeAbi,
    functionName: 'redeemed',
    args: [nonce],
    blockNumber: BigInt(at),
  });
}
