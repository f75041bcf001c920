import { expect, it } from 'vitest';
import { compileContracts } from '../../../dev/chain/compile-contracts';
import { qtnBridgeAbi } from './qtn-bridge-abi';
import { qtnVaultAbi } from './qtn-vault-abi';
import { qttTokenAbi } from './qtt-token-abi';

// The web app calls the contracts through these committed ABIs; a contract change that is
// not copied here would compile and deploy fine, then fail in the browser.
it('the committed ABIs are the ones the contracts compile to', async () => {
  const compiled = await compileContracts();
  expect(qtnVaultAbi).toEqual(compiled.QTNVault.abi);
  expect(qttTokenAbi).toEqual(compiled.QTTToken.abi);
  expect(qtnBridgeAbi).toEqual(compiled.QTNBridge.abi);
});
