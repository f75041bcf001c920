/** What the page's test wallet starts with (serialised into the page). */
export interface InjectedWalletSettings {
  account: string;
  startChainId: number;
  /** The chain the node behind the wallet is (31337): the only one it can switch to. */
  nodeChainId: number;
  binding: string;
}

type Listener = (value: unknown) => void;

/**
 * Runs in the page before its scripts (page.addInitScript): an EIP-1193 window.ethereum
 * backed by anvil through a Playwright binding (the page's CSP forbids fetching another
 * port). Self-contained: Playwright sends this function's source, not its closure. The chain
 * and the connection live in sessionStorage, so a reload keeps them as a real wallet would.
 */
export function injectTestWallet(settings: InjectedWalletSettings) {
  const store = window.sessionStorage;
  const chainKey = 'qtn-test-wallet-chain';
  const connectedKey = 'qtn-test-wallet-connected';
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value: unknown) =>
    listeners.get(event)?.forEach((listener) => listener(value));
  const chainId = () => Number(store.getItem(chainKey) ?? settings.startChainId);
  const hex = (n: number) => `0x${n.toString(16)}`;
  const fail = (code: number, message: string, data?: unknown) =>
    Object.assign(new Error(message), { code, data });
  const moveTo = (wanted: string | undefined) => {
    if (Number(wanted) !== settings.nodeChainId) throw fail(4902, 'Unrecognized chain ID');
    if (chainId() === settings.nodeChainId) return null;
    store.setItem(chainKey, String(settings.nodeChainId));
    emit('chainChanged', hex(settings.nodeChainId));
    return null;
  };
  const forward = (
    window as unknown as Record<
      string,
      (
        m: string,
        p: unknown,
      ) => Promise<{ result?: unknown; error?: { code: number; message: string; data?: unknown } }>
    >
  )[settings.binding];

  const provider = {
    isMetaMask: false,
    isQtnTestWallet: true,
    async request({ method, params }: { method: string; params?: unknown }) {
      const first = (Array.isArray(params) ? params[0] : undefined) as { chainId?: string };
      switch (method) {
        case 'eth_requestAccounts':
          store.setItem(connectedKey, 'true');
          return [settings.account];
        case 'eth_accounts':
          return store.getItem(connectedKey) ? [settings.account] : [];
        case 'eth_chainId':
          return hex(chainId());
        case 'net_version':
          return String(chainId());
        case 'wallet_switchEthereumChain':
        case 'wallet_addEthereumChain':
          return moveTo(first?.chainId);
        case 'wallet_revokePermissions':
          store.removeItem(connectedKey);
          emit('accountsChanged', []);
          return null;
        default: {
          if (!forward) throw fail(-32603, 'The test wallet has no node binding');
          const answer = await forward(method, params ?? []);
          if (answer.error) throw fail(answer.error.code, answer.error.message, answer.error.data);
          return answer.result;
        }
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  Object.assign(window, {
    ethereum: provider,
    // For tests: what a person does in the wallet (switch account or chain) as its events.
    __qtnTestWallet: {
      emit,
      setChain(id: number) {
        store.setItem(chainKey, String(id));
        emit('chainChanged', hex(id));
      },
    },
  });
}
