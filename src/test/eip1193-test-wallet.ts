import { jsonRpc } from '../../dev/chain/json-rpc';
import type { Eip1193Provider } from '@/web/lib/chain/eip1193';
import type { Address } from '@/web/lib/chain/vault-chain';

export interface TestWalletOptions {
  rpcUrl: string;
  /** One of anvil's unlocked dev accounts, so eth_sendTransaction needs no key here. */
  account: Address;
  /** The chain the wallet says it is on until asked to switch (a wrong one by default). */
  startChainId?: number;
  /** False: the wallet does not know the node's chain, so a switch answers 4902 until added. */
  knowsChain?: boolean;
}

/**
 * An EIP-1193 wallet for tests, backed by anvil: it answers accounts and chain itself,
 * switches (and adds) chains as a browser wallet does, and forwards everything else to the
 * node. `calls` records every method asked, for assertions such as "no approve was sent".
 */
export function testWallet(options: TestWalletOptions) {
  let chainId = options.startChainId ?? 1;
  let known = options.knowsChain ?? true;
  const calls: { method: string; params: unknown }[] = [];
  const listeners = new Map<string, Set<(...args: never[]) => void>>();
  const emit = (event: string, value: unknown) =>
    listeners.get(event)?.forEach((l) => (l as (v: unknown) => void)(value));
  const nodeChainId = async () => Number(await jsonRpc(options.rpcUrl, 'eth_chainId'));

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      calls.push({ method, params });
      const first = (Array.isArray(params) ? params[0] : undefined) as { chainId?: string };
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return [options.account];
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`;
        case 'wallet_switchEthereumChain': {
          const wanted = Number(first?.chainId);
          if (wanted !== (await nodeChainId()) || !known) {
            throw { code: 4902, message: 'Unrecognized chain ID' };
          }
          chainId = wanted;
          emit('chainChanged', first?.chainId);
          return null;
        }
        case 'wallet_addEthereumChain':
          if (Number(first?.chainId) !== (await nodeChainId())) {
            throw { code: -32602, message: 'This test wallet only knows its node' };
          }
          known = true;
          chainId = Number(first?.chainId);
          emit('chainChanged', first?.chainId);
          return null;
        default:
          return jsonRpc(options.rpcUrl, method, params ?? []);
      }
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
  const methods = () => calls.map((c) => c.method);
  /** The transactions sent, as their 4-byte selectors (approve 0x095ea7b3, …). */
  const sentSelectors = () =>
    calls
      .filter((c) => c.method === 'eth_sendTransaction')
      .map((c) => ((c.params as { data?: string }[])[0]?.data ?? '').slice(0, 10));
  return { provider, calls, methods, sentSelectors, emit };
}
