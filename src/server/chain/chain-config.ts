import type { ChainConfig } from '@/domain/api/chain';
import { evmNetworks } from '@/domain/chain/networks';
import type { Config } from '../config';
import { readDeploymentFile } from './deployment-file';

export type ChainSettings = Pick<
  Config,
  | 'CHAIN_NETWORK'
  | 'CHAIN_RPC_URL'
  | 'CHAIN_VAULT_ADDRESS'
  | 'CHAIN_TOKEN_ADDRESS'
  | 'CHAIN_DEPLOYMENT_FILE'
  | 'CHAIN_MOCK_MODE'
>;

const asAddress = (a: string) => a as `0x${string}`;

/**
 * The configured network and contracts. Addresses come from the configuration; on the local
 * chain without them, from the deployment file, read on every call so `npm run chain`
 * started after the server is seen without a restart. A file for another chain id, or a
 * missing or malformed one, means "not deployed" (null addresses), never an error.
 */
export async function resolveChainConfig(settings: ChainSettings): Promise<ChainConfig> {
  const { key, chainId, name, rpcUrl, explorerUrl, blockTimeS, confirmations, nativeCurrency } =
    evmNetworks[settings.CHAIN_NETWORK];
  const network = {
    key,
    chainId,
    name,
    rpcUrl: settings.CHAIN_RPC_URL ?? rpcUrl,
    explorerUrl,
    blockTimeS,
    confirmations,
    nativeCurrency,
  };
  const mockMode = settings.CHAIN_MOCK_MODE;
  if (settings.CHAIN_VAULT_ADDRESS && settings.CHAIN_TOKEN_ADDRESS) {
    return {
      network,
      contracts: {
        vault: asAddress(settings.CHAIN_VAULT_ADDRESS),
        token: asAddress(settings.CHAIN_TOKEN_ADDRESS),
      },
      mockMode,
    };
  }
  if (key === 'local') {
    const deployment = await readDeploymentFile(settings.CHAIN_DEPLOYMENT_FILE);
    if (deployment?.chainId === chainId) {
      return {
        network,
        contracts: { vault: deployment.vault, token: deployment.token },
        mockMode,
      };
    }
  }
  return { network, contracts: { vault: null, token: null }, mockMode };
}
