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
    if (log.eventName === 'Deposited') {
      deposits.push({
        txHash: log.transactionHash,
        logIndex: log.logIndex,
        blockNumber: Number(log.blockNumber),
        blockHash: log.blockHash,
        from: log.args.from,
        account: log.args.account,
        amountWei: log.args.amount,
      });
    } else if (log.eventName === 'Redeemed') {
      redemptions.push({
        txHash: log.transactionHash,
        blockNumber: Number(log.blockNumber),
        nonce: log.args.nonce,
        recipient: log.args.recipient,
        amountWei: log.args.amount,
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
