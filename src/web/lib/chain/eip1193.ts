/**
 * The slice of EIP-1193 QTN uses: what an injected wallet (window.ethereum) offers, and what
 * the tests' wallets implement. No viem here, so this file costs the first load nothing.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | object }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
}

/** The wallet the browser injected, if any. */
export function injectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as { ethereum?: Eip1193Provider }).ethereum;
}

export function hasInjectedWallet(): boolean {
  return injectedProvider() !== undefined;
}

/** An EIP-1193 error's code (4001 rejected, 4902 unknown chain), also when wrapped. */
export function providerErrorCode(err: unknown): number | undefined {
  const e = err as { code?: unknown; data?: { originalError?: { code?: unknown } } } | null;
  if (typeof e?.code === 'number') return e.code;
  const inner = e?.data?.originalError?.code;
  return typeof inner === 'number' ? inner : undefined;
}
