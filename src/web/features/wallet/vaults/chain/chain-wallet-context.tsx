import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import type { ChainConfig } from '@/domain/api/chain';
import { queryKeys } from '@/web/lib/query-keys';
import type { VaultChain } from '@/web/lib/chain/vault-chain';
import { subscribeWalletEvents } from '@/web/lib/chain/wallet-events';
import { useChainAccount } from './api/get-chain-account';
import { useChainConfig } from './api/get-chain-config';
import {
  remembered,
  useWalletConnection,
  type ConnectionStatus,
  type ErrorDetail,
} from './use-wallet-connection';

export interface ChainWallet {
  config: ChainConfig | undefined;
  /** GET /api/chain failed. */
  configFailed: boolean;
  /** The server offers mock mode (development and demo servers only). */
  mockOffered: boolean;
  /** Both contracts have addresses on the configured network. */
  deployed: boolean;
  status: ConnectionStatus;
  chain: VaultChain | null;
  account: ReturnType<typeof useChainAccount>;
  connect: () => void;
  disconnect: () => void;
  enableMock: () => void;
  disableMock: () => void;
  /** A failed chain action's detail for 'Blockchain … failed: {detail}'. */
  errorDetail: ErrorDetail;
  /** Re-reads balance, vaults and the chain's clock after an action. */
  refresh: () => Promise<void>;
}

const ChainWalletContext = createContext<ChainWallet | null>(null);

export function useChainWallet(): ChainWallet | null {
  return useContext(ChainWalletContext);
}

/** The vault section's wallet connection and mock mode, shared by the bar, form and list. */
export function ChainWalletProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const config = useChainConfig();
  const conn = useWalletConnection(config.data);
  const account = useChainAccount(conn.chain);
  const { connect, disconnect, enableMock, provider, chain } = conn;

  // After a reload (a chain change reloads the page) the tab reconnects without a prompt.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    const was = remembered();
    if (was !== null && !config.data) return;
    restored.current = true;
    if (was === 'mock' && config.data?.mockMode) void enableMock();
    else if (was === 'wallet') void connect({ silent: true });
  }, [config.data, connect, enableMock]);

  // No account left disconnects; another account switches to it (its vaults load
  // under their own query key); a chain change reloads the page, which reconnects silently.
  useEffect(() => {
    if (!provider || !chain) return;
    return subscribeWalletEvents(provider, {
      onAccountsChanged: (accounts) => {
        const next = accounts[0];
        if (!next) disconnect();
        else if (next.toLowerCase() !== chain.account.toLowerCase()) void connect({ silent: true });
      },
      onChainChanged: () => window.location.reload(),
    });
  }, [provider, chain, connect, disconnect]);

  const contracts = config.data?.contracts;
  const value: ChainWallet = {
    config: config.data,
    configFailed: config.isError,
    mockOffered: config.data?.mockMode === true,
    errorDetail: conn.errorDetail,
    deployed: Boolean(contracts?.vault && contracts.token),
    status: conn.status,
    chain,
    account,
    connect: () => void connect(),
    disconnect: () => disconnect(),
    enableMock: () => void enableMock(),
    disableMock: () => disconnect(true),
    refresh: () =>
      queryClient.invalidateQueries({
        queryKey: queryKeys.chain.account(chain?.kind ?? 'none', chain?.account ?? ''),
      }),
  };
  return <ChainWalletContext.Provider value={value}>{children}</ChainWalletContext.Provider>;
}
