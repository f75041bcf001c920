import fs from 'node:fs';
import path from 'node:path';
import {
  createPublicClient,
  createWalletClient,
  http,
  parseUnits,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem';
import { foundry } from 'viem/chains';
import { vaultReserveShareDefaultBps } from '../../src/domain/constants';
import type { Deployment } from '../../src/server/chain/deployment-file';
import { compileContracts } from './compile-contracts';
import { bridgeSignerIndex, demoAccountIndexes, devAccount } from './dev-accounts';
import { minedReceipt } from './mined-receipt';

/** What deployContracts answers: a deployment whose bridge is always there. */
export type LocalDeployment = Deployment & { bridge: Address };

export const reserveQtt = '1000000';
export const demoQtt = '10000';
/** The QTT the local bridge holds to pay vouchers with before any deposit. */
export const bridgeLiquidityQtt = '1000000';

const mined = (client: PublicClient, hash: Hex) => minedReceipt(client, hash);

/**
 * Deploys QTTToken, QTNVault and QTNBridge with anvil's account 0 (the owner of all three; the
 * vault lets one address reserve 10 % of the free reserve, docs/decisions/035; the bridge's
 * voucher signer is account 9), funds the reward reserve and the bridge's liquidity with
 * 1,000,000 QTT each and mints 10,000 QTT to each demo account (1 to 4).
 */
export async function deployContracts(rpcUrl: string): Promise<LocalDeployment> {
  const compiled = await compileContracts();
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain: foundry, transport, pollingInterval: 50 });
  const chainId = await publicClient.getChainId();
  const chain = { ...foundry, id: chainId };
  const deployer = devAccount(0);
  const wallet = createWalletClient({ account: deployer, chain, transport });

  const tokenReceipt = await mined(
    publicClient,
    await wallet.deployContract({
      abi: compiled.QTTToken.abi,
      bytecode: compiled.QTTToken.bytecode,
      args: [deployer.address],
    }),
  );
  const token = tokenReceipt.contractAddress as Address;
  const vaultReceipt = await mined(
    publicClient,
    await wallet.deployContract({
      abi: compiled.QTNVault.abi,
      bytecode: compiled.QTNVault.bytecode,
      args: [token, deployer.address, BigInt(vaultReserveShareDefaultBps)],
    }),
  );
  const vault = vaultReceipt.contractAddress as Address;

  const tokenCall = { address: token, abi: compiled.QTTToken.abi } as const;
  const reserve = parseUnits(reserveQtt, 18);
  await mined(
    publicClient,
    await wallet.writeContract({
      ...tokenCall,
      functionName: 'mint',
      args: [deployer.address, reserve],
    }),
  );
  await mined(
    publicClient,
    await wallet.writeContract({ ...tokenCall, functionName: 'approve', args: [vault, reserve] }),
  );
  await mined(
    publicClient,
    await wallet.writeContract({
      address: vault,
      abi: compiled.QTNVault.abi,
      functionName: 'fundReserve',
      args: [reserve],
    }),
  );
  const bridgeReceipt = await mined(
    publicClient,
    await wallet.deployContract({
      abi: compiled.QTNBridge.abi,
      bytecode: compiled.QTNBridge.bytecode,
      args: [token, deployer.address, devAccount(bridgeSignerIndex).address],
    }),
  );
  const bridge = bridgeReceipt.contractAddress as Address;
  const liquidity = parseUnits(bridgeLiquidityQtt, 18);
  await mined(
    publicClient,
    await wallet.writeContract({
      ...tokenCall,
      functionName: 'mint',
      args: [deployer.address, liquidity],
    }),
  );
  await mined(
    publicClient,
    await wallet.writeContract({
      ...tokenCall,
      functionName: 'approve',
      args: [bridge, liquidity],
    }),
  );
  await mined(
    publicClient,
    await wallet.writeContract({
      address: bridge,
      abi: compiled.QTNBridge.abi,
      functionName: 'fund',
      args: [liquidity],
    }),
  );
  let last = vaultReceipt;
  for (const index of demoAccountIndexes) {
    last = await mined(
      publicClient,
      await wallet.writeContract({
        ...tokenCall,
        functionName: 'mint',
        args: [devAccount(index).address, parseUnits(demoQtt, 18)],
      }),
    );
  }
  return {
    chainId,
    rpcUrl,
    vault,
    token,
    bridge,
    deployedAt: new Date().toISOString(),
    block: Number(last.blockNumber),
  };
}

/** True when the deployment's vault and bridge have code at their addresses on that chain. */
export async function isDeployed(deployment: Deployment): Promise<boolean> {
  const client = createPublicClient({ transport: http(deployment.rpcUrl) });
  const hasCode = async (address: Address) => {
    const code = await client.getCode({ address });
    return code !== undefined && code !== '0x';
  };
  try {
    if ((await client.getChainId()) !== deployment.chainId) return false;
    if (!deployment.bridge) return false;
    return (await hasCode(deployment.vault)) && (await hasCode(deployment.bridge));
  } catch {
    return false;
  }
}

export function writeDeploymentFile(file: string, deployment: Deployment) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(deployment, null, 2)}\n`);
}
