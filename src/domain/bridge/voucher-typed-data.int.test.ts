import {
  createPublicClient,
  createWalletClient,
  hashTypedData,
  http,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestChain, type TestChain } from '@/test/anvil-chain';
import { qtnBridgeAbi } from '@/domain/chain/qtn-bridge-abi';
import { qttTokenAbi } from '@/domain/chain/qtt-token-abi';
import { bridgeLiquidityQtt } from '../../../dev/chain/deploy-contracts';
import { bridgeSignerKey, devAccount } from '../../../dev/chain/dev-accounts';
import { minedReceipt } from '../../../dev/chain/mined-receipt';
import { bridgeDomain, voucherTypes } from './voucher-typed-data';

let chain: TestChain;
beforeAll(async () => {
  chain = await startTestChain();
});
afterAll(() => chain?.stop());

function clients() {
  const transport = http(chain.rpcUrl);
  const chainDef = { ...foundry, id: chain.deployment.chainId };
  const publicClient = createPublicClient({ chain: chainDef, transport, pollingInterval: 50 });
  const recipient = devAccount(1);
  const wallet = createWalletClient({ account: recipient, chain: chainDef, transport });
  return { publicClient, wallet, recipient: recipient.address };
}

/**
 * The server signs vouchers with src/domain/bridge/voucher-typed-data.ts and the development
 * key `npm run chain` prints; the deployed contract must compute the same digest and pay the
 * voucher once. A renamed domain, a reordered type or another signer would fail here.
 */
it('a voucher signed from the TypeScript typed data redeems once on the deployed bridge', async () => {
  const { bridge, token, chainId } = chain.deployment;
  const { publicClient, wallet, recipient } = clients();
  const bridgeC = { address: bridge, abi: qtnBridgeAbi } as const;
  const signer = privateKeyToAccount(bridgeSignerKey());

  expect(await publicClient.readContract({ ...bridgeC, functionName: 'signer' })).toBe(
    signer.address,
  );
  expect(
    await publicClient.readContract({
      address: token,
      abi: qttTokenAbi,
      functionName: 'balanceOf',
      args: [bridge],
    }),
  ).toBe(parseUnits(bridgeLiquidityQtt, 18));

  const block = await publicClient.getBlock();
  const message = {
    recipient,
    amount: parseUnits('50', 18),
    nonce: `0x${'ab'.repeat(32)}` as Hex,
    expiry: block.timestamp + 3600n,
  };
  const typed = {
    domain: bridgeDomain(chainId, bridge),
    types: voucherTypes,
    primaryType: 'Voucher',
    message,
  } as const;
  const args = [message.recipient, message.amount, message.nonce, message.expiry] as const;
  expect(await publicClient.readContract({ ...bridgeC, functionName: 'voucherDigest', args })).toBe(
    hashTypedData(typed),
  );

  const signature = await signer.signTypedData(typed);
  const before = await balanceOf(token, recipient);
  const hash = await wallet.writeContract({
    ...bridgeC,
    functionName: 'redeem',
    args: [...args, signature],
  });
  expect((await minedReceipt(publicClient, hash)).status).toBe('success');
  expect(await balanceOf(token, recipient)).toBe(before + message.amount);
  expect(await publicClient.readContract({ ...bridgeC, functionName: 'totalRedeemed' })).toBe(
    message.amount,
  );

  await expect(
    publicClient.simulateContract({
      ...bridgeC,
      account: recipient,
      functionName: 'redeem',
      args: [...args, signature],
    }),
  ).rejects.toThrow(/NonceUsed/);

  async function balanceOf(t: Address, who: Address) {
    return publicClient.readContract({
      address: t,
      abi: qttTokenAbi,
      functionName: 'balanceOf',
      args: [who],
    });
  }
});

it("the test chain's mine(n) adds exactly n blocks (confirmations on a chain that mines only on transactions)", async () => {
  const { publicClient } = clients();
  const before = await publicClient.getBlockNumber({ cacheTime: 0 });
  await chain.mine(3);
  expect(await publicClient.getBlockNumber({ cacheTime: 0 })).toBe(before + 3n);
});
