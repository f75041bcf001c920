// `npm run chain`: anvil on 127.0.0.1:8545 (chain 31337) with QTT and the vault deployed, the
// reserve funded and the demo accounts holding QTT; the addresses go to CHAIN_DEPLOYMENT_FILE,
// which the server reads. Stays in the foreground until Ctrl-C. When a chain already answers
// on the port (another `npm run chain`), it only deploys there if nothing is deployed, then exits.
import { evmNetworks } from '../../src/domain/chain/networks';
import { readDeploymentFile } from '../../src/server/chain/deployment-file';
import { rpcChainId, startAnvil } from './anvil-process';
import { deployContracts, demoQtt, isDeployed, writeDeploymentFile } from './deploy-contracts';
import { demoAccountIndexes, devAccount, devPrivateKey } from './dev-accounts';

const port = Number(process.env.CHAIN_PORT ?? 8545);
const file = process.env.CHAIN_DEPLOYMENT_FILE || '.chain/local.json';
const rpcUrl = `http://127.0.0.1:${port}`;
const { chainId } = evmNetworks.local;

function printAccounts() {
  console.info(`\nDemo accounts (${demoQtt} QTT each). These keys come from anvil's public test`);
  console.info('mnemonic: anyone can spend from them, so use them only on this local chain.');
  for (const index of demoAccountIndexes) {
    console.info(`  ${devAccount(index).address}  key ${devPrivateKey(index)}`);
  }
  console.info(`Add the network to your wallet: RPC ${rpcUrl}, chain id ${chainId}.\n`);
}

async function deployAndWrite() {
  const previous = await readDeploymentFile(file);
  if (previous && previous.rpcUrl === rpcUrl && (await isDeployed(previous))) {
    console.info(`Contracts already deployed: vault ${previous.vault}, QTT ${previous.token}`);
    return;
  }
  const deployment = await deployContracts(rpcUrl);
  writeDeploymentFile(file, deployment);
  console.info(`QTT token  ${deployment.token}\nQTN vault  ${deployment.vault}`);
  console.info(`Reward reserve funded; deployment written to ${file}`);
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
  const anvil = await startAnvil({ port, chainId, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void anvil.stop().then(() => process.exit(0)));
  }
  anvil.process.on('exit', (code) => process.exit(code ?? 1));
  console.info(`anvil is running on ${rpcUrl} (chain id ${chainId}).`);
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
