import { describe, expect, it } from 'vitest';
import type { ChainConfig } from '@/domain/api/chain';
import { evmNetworks } from '@/domain/chain/networks';
import type { Eip1193Provider } from './eip1193';
import { ensureNetwork, WrongNetworkError } from './ensure-network';

const { key, chainId, name, rpcUrl, explorerUrl, blockTimeS, confirmations, nativeCurrency } =
  evmNetworks.amoy;
const config: ChainConfig = {
  network: { key, chainId, name, rpcUrl, explorerUrl, blockTimeS, confirmations, nativeCurrency },
  contracts: { vault: null, token: null },
  mockMode: false,
};

/** A wallet on chain 1 whose answers to the switch are scripted. */
function wallet(onSwitch: () => number | Error, onAdd: () => number | Error = () => 80_002) {
  let current = 1;
  const asked: { method: string; params?: unknown }[] = [];
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      asked.push({ method, params });
      if (method === 'eth_chainId') return `0x${current.toString(16)}`;
      const answer = method === 'wallet_addEthereumChain' ? onAdd() : onSwitch();
      if (answer instanceof Error) throw answer;
      current = answer;
      return null;
    },
  };
  return { provider, asked, methods: () => asked.map((a) => a.method) };
}
const coded = (code: number) => Object.assign(new Error(`code ${code}`), { code });

describe('ensureNetwork', () => {
  it('asks nothing when the wallet is already on the configured chain', async () => {
    const w = wallet(() => 80_002);
    await ensureNetwork(w.provider, config);
    await ensureNetwork(w.provider, config);
    expect(w.methods().filter((m) => m.startsWith('wallet_'))).toEqual([
      'wallet_switchEthereumChain',
    ]);
  });

  it("adds the chain with the network's data when the wallet does not know it (4902)", async () => {
    const w = wallet(() => coded(4902));
    await ensureNetwork(w.provider, config);
    const add = w.asked.find((a) => a.method === 'wallet_addEthereumChain');
    expect(add?.params).toEqual([
      {
        chainId: '0x13882',
        chainName: 'Polygon Amoy',
        rpcUrls: ['https://rpc-amoy.polygon.technology'],
        nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
        blockExplorerUrls: ['https://amoy.polygonscan.com'],
      },
    ]);
  });

  it('passes a refusal on, and names the network when the wallet stays elsewhere', async () => {
    await expect(ensureNetwork(wallet(() => coded(4001)).provider, config)).rejects.toMatchObject({
      code: 4001,
    });
    const stays = ensureNetwork(wallet(() => 5).provider, config);
    await expect(stays).rejects.toThrow(WrongNetworkError);
    await expect(stays).rejects.toThrow('Please switch to Polygon Amoy');
  });
});
