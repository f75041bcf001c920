import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPublicClient, createWalletClient, http, parseUnits, type Hex } from 'viem';
import { foundry } from 'viem/chains';
import { bridgeSignerKey, devAccount } from '../../dev/chain/dev-accounts';
import { writeDeploymentFile } from '../../dev/chain/deploy-contracts';
import { minedReceipt } from '../../dev/chain/mined-receipt';
import type { Voucher } from '@/domain/api/bridge';
import { qtnBridgeAbi } from '@/domain/chain/qtn-bridge-abi';
import { qttTokenAbi } from '@/domain/chain/qtt-token-abi';
import type { TestChain } from './anvil-chain';

/**
 * The environment a test app needs to run the bridge against `chain`: its deployment file,
 * the RPC, the development signer key, and the watcher off (tests run its passes).
 */
export function bridgeEnv(chain: TestChain, extra: Record<string, string> = {}) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-bridge-')), 'local.json');
  writeDeploymentFile(file, chain.deployment);
  return {
    CHAIN_NETWORK: 'local',
    CHAIN_RPC_URL: chain.rpcUrl,
    CHAIN_DEPLOYMENT_FILE: file,
    BRIDGE_SIGNER_KEY: bridgeSignerKey(),
    BRIDGE_WATCHER: 'off',
    ...extra,
  };
}

/** A wallet on the test chain: one of anvil's dev accounts, the way a browser wallet would act. */
export function chainWallet(chain: TestChain, index: number) {
  const account = devAccount(index);
  const client = createWalletClient({
    account,
    chain: { ...foundry, id: chain.deployment.chainId },
    transport: http(chain.rpcUrl),
  });
  const { bridge, token } = chain.deployment;
  const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 50 });
  // anvil mines each transaction on arrival, but its receipt may lag the hash on a busy machine.
  const mined = async (hash: Hex) => {
    const receipt = await minedReceipt(reader, hash);
    return { hash, blockNumber: Number(receipt.blockNumber) };
  };
  const wallet = {
    address: account.address,
    redeem: async (v: Voucher) =>
      mined(
        await client.writeContract({
          address: bridge,
          abi: qtnBridgeAbi,
          functionName: 'redeem',
          args: [
            v.recipient as Hex,
            BigInt(v.amountWei),
            v.nonce as Hex,
            BigInt(v.expiry),
            v.signature as Hex,
          ],
        }),
      ),
    /** Lets the bridge take `qtt` whole QTT from this account. */
    approve: async (qtt: string) =>
      mined(
        await client.writeContract({
          address: token,
          abi: qttTokenAbi,
          functionName: 'approve',
          args: [bridge, parseUnits(qtt, 18)],
        }),
      ),
    /** Deposits `qtt` whole QTT naming `account` (a bytes32), already approved. */
    depositApproved: async (account: Hex, qtt: string) =>
      mined(
        await client.writeContract({
          address: bridge,
          abi: qtnBridgeAbi,
          functionName: 'deposit',
          args: [account, parseUnits(qtt, 18)],
        }),
      ),
  };
  return {
    ...wallet,
    /** Approves and deposits `qtt` whole QTT naming `account`, as the wallet page does. */
    deposit: async (to: Hex, qtt: string) => {
      await wallet.approve(qtt);
      return wallet.depositApproved(to, qtt);
    },
  };
}
