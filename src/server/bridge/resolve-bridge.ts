import { createPublicClient, getAddress, http, type PublicClient } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { BridgeOffReason } from '@/domain/api/bridge';
import { qtnBridgeAbi } from '@/domain/chain/qtn-bridge-abi';
import { evmNetworks } from '@/domain/chain/networks';
import { resolveChainConfig } from '../chain/chain-config';
import { readDeploymentFile } from '../chain/deployment-file';
import type { Config } from '../config';
import { chainUnavailable } from './chain-time';

export type BridgeSettings = Pick<
  Config,
  | 'CHAIN_NETWORK'
  | 'CHAIN_RPC_URL'
  | 'CHAIN_VAULT_ADDRESS'
  | 'CHAIN_TOKEN_ADDRESS'
  | 'CHAIN_BRIDGE_ADDRESS'
  | 'CHAIN_DEPLOYMENT_FILE'
  | 'CHAIN_MOCK_MODE'
  | 'BRIDGE_SIGNER_KEY'
  | 'BRIDGE_START_BLOCK'
>;

interface BridgeBase {
  chainId: number;
  confirmations: number;
  /** Where the watcher starts on this contract before it has a cursor (BRIDGE_START_BLOCK). */
  startBlock: number;
  explorerUrl: string | null;
}

export interface BridgeOn extends BridgeBase {
  enabled: true;
  offReason: null;
  contract: `0x${string}`;
  token: `0x${string}`;
  client: PublicClient;
  /** Signs vouchers; its key never leaves this object (docs/decisions/045-bridge-vouchers.md). */
  signer: PrivateKeyAccount;
}

export interface BridgeOff extends BridgeBase {
  enabled: false;
  offReason: BridgeOffReason;
  contract: `0x${string}` | null;
  token: null;
}

export type Bridge = BridgeOn | BridgeOff;

/** How long one answer about the contract (its signer, its token) is reused. */
const cacheMs = 10_000;

/**
 * The bridge as configured: the contract from CHAIN_BRIDGE_ADDRESS or, on the local chain,
 * the deployment file's `bridge`. On only with BRIDGE_SIGNER_KEY set and a contract deployed
 * whose `signer()` is that key's address, so a rotated signer turns withdrawals off rather
 * than issuing vouchers the contract would refuse. An RPC that cannot be reached answers
 * UNAVAILABLE (503), not "off".
 */
export function bridgeResolver(settings: BridgeSettings) {
  const signer = settings.BRIDGE_SIGNER_KEY
    ? privateKeyToAccount(settings.BRIDGE_SIGNER_KEY as `0x${string}`)
    : null;
  let cached: { at: number; key: string; bridge: Bridge } | null = null;
  const clients = new Map<string, PublicClient>();
  const clientFor = (rpcUrl: string) => {
    let client = clients.get(rpcUrl);
    if (!client) {
      // cacheTime 0: viem otherwise answers getBlockNumber from a 4-second cache, and the
      // watcher must see each new head.
      client = createPublicClient({
        cacheTime: 0,
        transport: http(rpcUrl, { retryCount: 1, timeout: 5_000 }),
      });
      clients.set(rpcUrl, client);
    }
    return client;
  };

  return async function resolveBridge(nowMs = Date.now()): Promise<Bridge> {
    const { network } = await resolveChainConfig(settings);
    const base: BridgeBase = {
      chainId: network.chainId,
      confirmations: evmNetworks[network.key].confirmations,
      startBlock: settings.BRIDGE_START_BLOCK,
      explorerUrl: network.explorerUrl,
    };
    const contract = await bridgeAddress(settings);
    if (!signer)
      return { ...base, enabled: false, offReason: 'not-configured', contract, token: null };
    if (!contract)
      return { ...base, enabled: false, offReason: 'not-deployed', contract, token: null };
    const key = `${network.rpcUrl}|${contract}`;
    if (cached && cached.key === key && nowMs - cached.at < cacheMs) return cached.bridge;
    const client = clientFor(network.rpcUrl);
    const bridge = await readContract(client, base, contract, signer);
    cached = { at: nowMs, key, bridge };
    return bridge;
  };
}

export type ResolveBridge = ReturnType<typeof bridgeResolver>;

async function bridgeAddress(settings: BridgeSettings): Promise<`0x${string}` | null> {
  if (settings.CHAIN_BRIDGE_ADDRESS) return getAddress(settings.CHAIN_BRIDGE_ADDRESS);
  if (settings.CHAIN_NETWORK !== 'local') return null;
  const deployment = await readDeploymentFile(settings.CHAIN_DEPLOYMENT_FILE);
  // A file written before the bridge existed names none: the bridge is then not deployed.
  return deployment?.chainId === evmNetworks.local.chainId && deployment.bridge
    ? getAddress(deployment.bridge)
    : null;
}

async function readContract(
  client: PublicClient,
  base: BridgeBase,
  contract: `0x${string}`,
  signer: PrivateKeyAccount,
): Promise<Bridge> {
  const off = (offReason: BridgeOffReason): Bridge => ({
    ...base,
    enabled: false,
    offReason,
    contract,
    token: null,
  });
  try {
    if ((await client.getChainId()) !== base.chainId) return off('not-deployed');
    const code = await client.getCode({ address: contract });
    if (!code || code === '0x') return off('not-deployed');
    const call = { address: contract, abi: qtnBridgeAbi } as const;
    const [onChainSigner, token] = await Promise.all([
      client.readContract({ ...call, functionName: 'signer' }),
      client.readContract({ ...call, functionName: 'token' }),
    ]);
    if (getAddress(onChainSigner) !== signer.address) return off('signer-mismatch');
    return {
      ...base,
      enabled: true,
      offReason: null,
      contract,
      token: getAddress(token),
      client,
      signer,
    };
  } catch (err) {
    throw chainUnavailable(err);
  }
}
