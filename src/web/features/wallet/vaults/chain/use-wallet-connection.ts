import { useCallback, useRef, useState } from 'react';
import type { ChainConfig } from '@/domain/api/chain';
import { chainMessages } from '@/domain/chain/chain-messages';
import type { Address, VaultChain } from '@/web/lib/chain/vault-chain';
import { toast } from '@/web/lib/toast';
import { errorMessage } from '../lib/error-message';
import {
  ensureNetwork,
  injectedProvider,
  walletAccounts,
  WalletSetupError,
  type Eip1193Provider,
} from './injected-wallet';
import { loadMockChain, loadWalletChain } from './load-wallet-chain';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected';

/** Per tab (sessionStorage): a reload, e.g. after a chain change, reconnects silently. */
export const connectionStorageKey = 'qtn.chainConnection';
type Remembered = 'wallet' | 'mock';
const remember = (what: Remembered | null) =>
  what
    ? sessionStorage.setItem(connectionStorageKey, what)
    : sessionStorage.removeItem(connectionStorageKey);
export const remembered = () => sessionStorage.getItem(connectionStorageKey) as Remembered | null;

/**
 * The spec's wallet connection: disconnected, connecting, connected, with mock mode as a
 * simulated connected state. One attempt at a time; a late answer from an abandoned
 * attempt (the person disconnected meanwhile) is dropped by the attempt counter.
 */
export function useWalletConnection(config: ChainConfig | undefined) {
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  const [chain, setChain] = useState<VaultChain | null>(null);
  const [provider, setProvider] = useState<Eip1193Provider | null>(null);
  const attempt = useRef(0);

  const settle = useCallback((next: VaultChain | null, what: Remembered | null) => {
    setChain(next);
    setStatus(next ? 'connected' : 'disconnected');
    remember(what);
  }, []);

  const connect = useCallback(
    async ({ silent = false, account }: { silent?: boolean; account?: Address } = {}) => {
      if (!config) return;
      const mine = ++attempt.current;
      const wallet = injectedProvider();
      if (!wallet) {
        if (!silent)
          toast.error(chainMessages.noWallet, { title: chainMessages.connectionFailedTitle });
        return settle(null, null);
      }
      setStatus('connecting');
      try {
        const accounts = account ? [account] : await walletAccounts(wallet, silent);
        const first = accounts[0];
        if (!first) return settle(null, null);
        await ensureNetwork(wallet, config);
        const next = await loadWalletChain({ provider: wallet, account: first, config });
        if (mine !== attempt.current) return;
        setProvider(wallet);
        settle(next, 'wallet');
      } catch (err) {
        if (mine !== attempt.current) return;
        if (err instanceof WalletSetupError) toast.error(err.message, { title: err.title });
        else {
          toast.error(chainMessages.connectFailed(errorMessage(err)), {
            title: chainMessages.connectionFailedTitle,
          });
        }
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
    const mock = await loadMockChain();
    if (mine === attempt.current) settle(mock, 'mock');
  }, [settle]);

  return { status, chain, provider, connect, disconnect, enableMock };
}
