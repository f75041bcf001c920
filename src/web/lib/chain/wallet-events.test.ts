import { expect, it, vi } from 'vitest';
import type { Eip1193Provider } from './eip1193';
import { subscribeWalletEvents } from './wallet-events';

it('passes account and chain changes on until unsubscribed', () => {
  const listeners = new Map<string, (v: never) => void>();
  const provider: Eip1193Provider = {
    request: async () => null,
    on: (event, listener) => listeners.set(event, listener as (v: never) => void),
    removeListener: (event) => listeners.delete(event),
  };
  const onAccountsChanged = vi.fn();
  const onChainChanged = vi.fn();
  const stop = subscribeWalletEvents(provider, { onAccountsChanged, onChainChanged });
  listeners.get('accountsChanged')?.([] as never);
  listeners.get('chainChanged')?.('0x7a69' as never);
  expect(onAccountsChanged).toHaveBeenCalledWith([]);
  expect(onChainChanged).toHaveBeenCalledWith(31_337);
  stop();
  expect(listeners.size).toBe(0);
});
