// `npm run chain`: anvil on 127.0.0.1:8545 (chain 31337) with QTT, the vault and the bridge
// deployed, the reserve and the bridge's liquidity funded and the demo accounts holding QTT;
// the addresses go to CHAIN_DEPLOYMENT_FILE, which the server reads. Each transaction is mined
// at once and an empty block follows every CHAIN_BLOCK_TIME_S seconds (default 2; 0 turns it
// off), so deposits gain their confirmations on an idle chain. Stays in the foreground until
// Ctrl-C. When a chain already answers on the port (another `npm run chain`), it only deploys
// there if nothing is deployed, then exits.
import { evmNetworks } from '../../src/domain/chain/networks';
import { readDeploymentFile } from '../../src/server/chain/deployment-file';
import { rpcChainId, startAnvil } from './anvil-process';
import { deployContracts, demoQtt, isDeployed, writeDeploymentFile } from './deploy-contracts';
import { bridgeSignerKey, demoAccountIndexes, devAccount, devPrivateKey } from './dev-accounts';

const port = Number(process.env.CHAIN_PORT ?? 8545);
const file = process.env.CHAIN_DEPLOYMENT_FILE || '.chain/local.json';
const rpcUrl = `http://127.0.0.1:${port}`;
const blockTimeS = Number(process.env.CHAIN_BLOCK_TIME_S ?? 2);
const { chainId } = evmNetworks.local;

function printAccounts() {
  console.info(`\nDemo accounts (${demoQtt} QTT each). These keys come from anvil's public test`);
  console.info('mnemonic: anyone can spend from them, so use them only on this local chain.');
  for (const index of demoAccountIndexes) {
    console.info(`  ${devAccount(index).address}  key ${devPrivateKey(index)}`);
  }
  console.info(`Add the network to your wallet: RPC ${rpcUrl}, chain id ${chainId}.`);
  console.info('\nThe bridge signs vouchers with anvil account 9; give the server its key. It is');
  console.info("anvil's public test key: never use it for a bridge on a real network.");
  console.info(`  BRIDGE_SIGNER_KEY=${bridgeSignerKey()}\n`);
}

async function deployAndWrite() {
  const previous = await readDeploymentFile(file);
  if (previous && previous.rpcUrl === rpcUrl && (await isDeployed(previous))) {
    console.info(
      `Contracts already deployed: vault ${previous.vault}, bridge ${previous.bridge}, ` +
        `QTT ${previous.token}`,
    );
    return;
  }
  const deployment = await deployContracts(rpcUrl);
  writeDeploymentFile(file, deployment);
  console.info(`QTT token   ${deployment.token}\nQTN vault   ${deployment.vault}`);
  console.info(`QTN bridge  ${deployment.bridge}`);
  console.info(`Reward reserve and bridge liquidity funded; deployment written to ${file}`);
}

async function main() {
  const existing = await rpcChainId(rpcUrl);
  if (existing !== null) {
    if (existing !== chainId) {
      throw new Error(`${rpcUrl} is a chain with id ${existing}, not the local ${chainId}.`);
    }
    console.info(`A local chain already answers on ${rpcUrl}; using it.`);
    await deployAndWrite();
    return;
  }
  if (!Number.isInteger(blockTimeS) || blockTimeS < 0) {
    throw new Error(`CHAIN_BLOCK_TIME_S must be a whole number of seconds, not ${blockTimeS}.`);
  }
  const anvil = await startAnvil({ port, chainId, blockTimeS, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void anvil.stop().then(() => process.exit(0)));
  }
  anvil.process.on('exit', (code) => process.exit(code ?? 1));
  const interval = blockTimeS ? `, a block at least every ${blockTimeS} s` : '';
  console.info(`anvil is running on ${rpcUrl} (chain id ${chainId}${interval}).`);
  try {
    await deployAndWrite();
  } catch (err) {
    await anvil.stop();
    throw err;
  }
  printAccounts();
  console.info('Press Ctrl-C to stop the chain.');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
