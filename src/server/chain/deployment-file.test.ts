import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { readDeploymentFile } from './deployment-file';

const deployment = {
  chainId: 31_337,
  rpcUrl: 'http://127.0.0.1:8545',
  vault: '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512',
  token: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  bridge: '0x5fc8d32690cc91d4c39d9d3abcbd16989f875707',
  deployedAt: '2026-11-28T04:00:00.000Z',
  block: 13,
};

function written(content: unknown) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-deployment-')), 'local.json');
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
}

it('reads the bridge address; a file from before the bridge still gives the vault', async () => {
  expect(await readDeploymentFile(written(deployment))).toEqual(deployment);
  const { bridge: _bridge, ...older } = deployment;
  const read = await readDeploymentFile(written(older));
  expect(read).toEqual(older);
  expect(read?.bridge).toBeUndefined();
});

it('refuses a file whose bridge is not an address', async () => {
  expect(await readDeploymentFile(written({ ...deployment, bridge: 'nope' }))).toBeNull();
});
