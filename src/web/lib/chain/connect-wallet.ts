import type { ChainConfig } from '@/domain/api/chain';
import { chainMessages } from '@/domain/chain/chain-messages';
import { injectedProvider, type Eip1193Provider } from './eip1193';
import { ensureNetwork } from './ensure-network';
import type { Address, VaultChain } from './vault-chain';
import { walletClients } from './wallet-clients';
import { walletVaultChain } from './wallet-vault-chain';

/**
 * Connects the injected wallet: asks for its accounts, moves it to the configured network (switch,
 * or add on 4902), and answers a VaultChain for the first account. Throws the messages of
 * `src/domain/chain/chain-messages.ts` for a missing wallet, no account and undeployed contracts.
 */
export async function connectInjectedWallet(
  config: ChainConfig,
  provider: Eip1193Provider | undefined = injectedProvider(),
): Promise<VaultChain> {
  if (!provider) throw new Error(chainMessages.noWallet);
  const { vault, token } = config.contracts;
  if (!vault || !token) throw new Error(chainMessages.notDeployed(config.network.name));
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as Address[];
  const account = accounts[0];
  if (!account) throw new Error(chainMessages.notConnected);
  await ensureNetwork(provider, config);
  return walletVaultChain(walletClients(provider, config, account), account, {
    vault: vault as Address,
    token: token as Address,
  });
}
