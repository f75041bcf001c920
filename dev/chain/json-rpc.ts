/** A JSON-RPC error as wallets throw it (EIP-1193: code, message, data). */
export interface RpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * One JSON-RPC call to a node over HTTP. A node's error is thrown as the plain object a
 * browser wallet would throw, so the app's error handling sees what it sees in a browser.
 */
export async function jsonRpc(
  rpcUrl: string,
  method: string,
  params: unknown = [],
  timeoutMs = 30_000,
) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await res.json()) as { result?: unknown; error?: RpcErrorObject };
  if (body.error) throw body.error;
  return body.result;
}

/** Moves the chain's clock forward and mines a block at the new time. */
export async function advanceChainTime(rpcUrl: string, seconds: number) {
  await jsonRpc(rpcUrl, 'evm_increaseTime', [seconds]);
  await jsonRpc(rpcUrl, 'evm_mine', []);
}
