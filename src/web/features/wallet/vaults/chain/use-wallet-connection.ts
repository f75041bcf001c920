import { useCallback, useRef, useState } from 'react';
import type { ChainConfig } from '@/domain/api/chain';
import { chainMessages } from '@/domain/chain/chain-messages';
import { injectedProvider, type Eip1193Provider } from '@/web/lib/chain/eip1193';
import type { Address, VaultChain } from '@/web/lib/chain/vault-chain';
import { toast } from '@/web/lib/toast';
import { vaultErrorText } from '../lib/vault-error-text';
import { loadMockChain, loadWalletModule } from './load-wallet-chain';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';
/** The failure detail of a chain action: the real chain's reading of viem's errors. */
export type ErrorDetail = (err: unknown) => string;

/** Per tab (sessionStorage): a reload, e.g. after a chain change, reconnects silently. */
export const connectionStorageKey = 'qtn.chainConnection';
type Remembered = 'wallet' | 'mock';
const remember = (what: Remembered | null) =>
  what
    ? sessionStorage.setItem(connectionStorageKey, what)
    : sessionStorage.removeItem(connectionStorageKey);
export const remembered = () => sessionStorage.getItem(connectionStorageKey) as Remembered | null;

const connectionFailed = (text: string) =>
  toast.error(text, { title: chainMessages.connectionFailedTitle });

async function walletChainId(provider: Eip1193Provider) {
  return Number(await provider.request({ method: 'eth_chainId' }));
}

/**
 * The wallet connection (docs/onchain-vaults.md): disconnected, connecting, connected, with mock
 * mode as a simulated connected state. The accounts are asked here (eth_accounts when reconnecting
 * silently, so a reload never prompts) and the chain's module does the rest (switch the network,
 * build the VaultChain). A late answer from an abandoned attempt (the person disconnected
 * meanwhile) is dropped by the attempt counter.
 */
export function useWalletConnection(config: ChainConfig | undefined) {
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  const [chain, setChain] = useState<VaultChain | null>(null);
  const [provider, setProvider] = useState<Eip1193Provider | null>(null);
  const [errorDetail, setErrorDetail] = useState<ErrorDetail>(() => vaultErrorText);
  const attempt = useRef(0);

  const settle = useCallback((next: VaultChain | null, what: Remembered | null) => {
    setChain(next);
    setStatus(next ? 'connected' : 'disconnected');
    remember(what);
  }, []);

  const connect = useCallback(
    async ({ silent = false }: { silent?: boolean } = {}) => {
      if (!config) return;
      const mine = ++attempt.current;
      const wallet = injectedProvider();
      if (!wallet) {
        if (!silent) connectionFailed(chainMessages.noWallet);
        return settle(null, null);
      }
      setStatus('connecting');
      let wrongNetwork = false;
      let detail: ErrorDetail = vaultErrorText;
      try {
        const method = silent ? 'eth_accounts' : 'eth_requestAccounts';
        const accounts = ((await wallet.request({ method })) as Address[] | null) ?? [];
        if (!accounts[0]) {
          if (!silent) connectionFailed(chainMessages.notConnected);
          return settle(null, null);
        }
        const { network } = config;
        wrongNetwork = (await walletChainId(wallet)) !== network.chainId;
        if (wrongNetwork) {
          toast.warning(chainMessages.switchTo(network.name), {
            title: chainMessages.wrongNetworkTitle,
          });
        }
        const mod = await loadWalletModule();
        detail = mod.chainErrorDetail;
        const next = await mod.connectInjectedWallet(config, wallet);
        if (mine !== attempt.current) return;
        setProvider(wallet);
        setErrorDetail(() => mod.chainErrorDetail);
        settle(next, 'wallet');
      } catch (err) {
        if (mine !== attempt.current) return;
        if (wrongNetwork) {
          toast.error(chainMessages.switchFailed(config.network.name), {
            title: chainMessages.networkErrorTitle,
          });
        } else connectionFailed(chainMessages.connectFailed(detail(err)));
        settle(null, null);
      }
    },
    [config, settle],
  );

  const disconnect = useCallback(
    (quiet = false) => {
      attempt.current++;
      setProvider(null);
      settle(null, null);
      if (!quiet) toast.success(chainMessages.disconnected);
    },
    [settle],
  );

  const enableMock = useCallback(async () => {
    const mine = ++attempt.current;
    setProvider(null);
    setErrorDetail(() => vaultErrorText);
    const mock = await loadMockChain();
    if (mine === attempt.current) settle(mock, 'mock');
  }, [settle]);

  return { status, chain, provider, errorDetail, connect, disconnect, enableMock };
}
