import { createPublicClient, http, parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@/domain/api/bridge';
import type { ChainConfig } from '@/domain/api/chain';
import { bridgeDomain, voucherTypes } from '@/domain/bridge/voucher-typed-data';
import { qtnBridgeAbi } from '@/domain/chain/qtn-bridge-abi';
import { evmNetworks } from '@/domain/chain/networks';
import { startTestChain, type TestChain } from '@/test/anvil-chain';
import { testWallet } from '@/test/eip1193-test-wallet';
import { bridgeSignerIndex, devAccount } from '../../../../dev/chain/dev-accounts';
import type { BridgeChain } from './bridge-chain';
import { chainErrorDetail } from './chain-error-detail';
import { connectInjectedWallet } from './connect-wallet';
import type { Address } from './vault-chain';

const approveSelector = '0x095ea7b3';
const qtt = (n: string) => parseUnits(n, 18);

let chain: TestChain;
let config: ChainConfig;
beforeAll(async () => {
  chain = await startTestChain();
  const { key, chainId, name, explorerUrl, blockTimeS, nativeCurrency } = evmNetworks.local;
  config = {
    // One confirmation: this anvil mines only when a transaction arrives.
    network: {
      key,
      chainId,
      name,
      rpcUrl: chain.rpcUrl,
      explorerUrl,
      blockTimeS,
      confirmations: 1,
      nativeCurrency,
    },
    contracts: { vault: chain.deployment.vault, token: chain.deployment.token },
    mockMode: false,
  };
});
afterAll(() => chain?.stop());

const bridgeAddress = () => chain.deployment.bridge as Address;

/** A voucher as the server issues it, signed by the local chain's development signer. */
async function voucherFor(recipient: Address, amount: string, nonceByte: string): Promise<Voucher> {
  const nonce = `0x${nonceByte.repeat(32)}` as `0x${string}`;
  const expiry = Math.floor(Date.now() / 1000) + 3600;
  const amountWei = qtt(amount);
  const signature = await devAccount(bridgeSignerIndex).signTypedData({
    domain: bridgeDomain(config.network.chainId, bridgeAddress()),
    types: voucherTypes,
    primaryType: 'Voucher',
    message: { recipient, amount: amountWei, nonce, expiry: BigInt(expiry) },
  });
  return {
    chainId: config.network.chainId,
    contract: bridgeAddress(),
    recipient,
    amountWei: amountWei.toString(),
    nonce,
    expiry,
    signature,
  };
}

async function connect(index: number) {
  const account = devAccount(index).address;
  const wallet = testWallet({ rpcUrl: chain.rpcUrl, account });
  const vaults = await connectInjectedWallet(config, wallet.provider);
  const bridge = vaults.bridge?.(bridgeAddress());
  if (!bridge) throw new Error('A real wallet has a bridge');
  return { account, wallet, vaults, bridge: bridge as BridgeChain };
}

const totalDeposited = () =>
  createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
    address: bridgeAddress(),
    abi: qtnBridgeAbi,
    functionName: 'totalDeposited',
  });

describe('the wallet’s bridge calls against the deployed contract', () => {
  it('redeems a voucher once: the QTT arrive, a second redemption reverts NonceUsed', async () => {
    const { account, vaults, bridge } = await connect(5);
    const before = await vaults.balance();
    const voucher = await voucherFor(account, '50', 'a1');
    await bridge.redeem(voucher);
    expect(await vaults.balance()).toBe(before + qtt('50'));
    const again = await bridge.redeem(voucher).catch((err: unknown) => err);
    expect(chainErrorDetail(again)).toBe('NonceUsed');
    expect(await vaults.balance()).toBe(before + qtt('50'));
  });

  it('refuses a voucher for another bridge contract before asking the wallet', async () => {
    const { account, wallet, bridge } = await connect(5);
    const sent = wallet.sentSelectors().length;
    const voucher = { ...(await voucherFor(account, '1', 'a2')), contract: `0x${'1'.repeat(40)}` };
    await expect(bridge.redeem(voucher)).rejects.toThrow(/another bridge contract/);
    expect(wallet.sentSelectors()).toHaveLength(sent);
  });

  it('deposits naming the account, approving only when the allowance is short', async () => {
    const { account: holder, vaults, wallet, bridge } = await connect(6);
    // Account 6 holds no QTT until a voucher pays it.
    await bridge.redeem(await voucherFor(holder, '100', 'b1'));
    const account = `0x${'0'.repeat(32)}0b3f5c1e9a2d4c7b8e6f112233445566` as const;
    const before = await vaults.balance();
    const deposited = await totalDeposited();
    const steps: string[] = [];
    await bridge.deposit(account, qtt('20'), (s) => steps.push(s));
    expect(steps).toEqual(['approving', 'depositing', 'confirming']);
    expect(wallet.sentSelectors()).toContain(approveSelector);
    expect(await vaults.balance()).toBe(before - qtt('20'));
    expect(await totalDeposited()).toBe(deposited + qtt('20'));

    // An allowance that covers the next deposit: no second approval.
    expect(await bridge.allowance()).toBe(0n);
    await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: devAccount(6).address,
          to: config.contracts.token,
          data: `${approveSelector}${bridgeAddress().slice(2).padStart(64, '0')}${qtt('100').toString(16).padStart(64, '0')}`,
        },
      ],
    });
    await chain.rpc('evm_mine');
    const sent = wallet.sentSelectors().length;
    steps.length = 0;
    await bridge.deposit(account, qtt('5'), (s) => steps.push(s));
    expect(steps).toEqual(['depositing', 'confirming']);
    expect(wallet.sentSelectors().slice(sent)).not.toContain(approveSelector);
  });
});
