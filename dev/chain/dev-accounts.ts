import { mnemonicToAccount } from 'viem/accounts';

/**
 * anvil's well-known test mnemonic. Its keys are public (every Foundry and Hardhat user has
 * them): they hold test ETH on a local chain only and must never receive anything real.
 */
export const anvilMnemonic = 'test test test test test test test test test test test junk';

/** Account 0 deploys and owns the contracts; accounts 1 to 4 are the demo's QTT holders. */
export const demoAccountIndexes = [1, 2, 3, 4] as const;

/**
 * Account 9 signs the local bridge's vouchers: its key is the development BRIDGE_SIGNER_KEY
 * (bridgeSignerKey), public like every key here, so a local chain's vouchers prove nothing.
 */
export const bridgeSignerIndex = 9;

export function devAccount(index: number) {
  return mnemonicToAccount(anvilMnemonic, { addressIndex: index });
}

/** An account's private key, printed by `npm run chain` so a person can import it. */
export function devPrivateKey(index: number): `0x${string}` {
  const key = devAccount(index).getHdKey().privateKey;
  if (!key) throw new Error(`No private key for dev account ${index}`);
  return `0x${Buffer.from(key).toString('hex')}`;
}

/** The local bridge's voucher signer key (account 9): the development BRIDGE_SIGNER_KEY. */
export function bridgeSignerKey(): `0x${string}` {
  return devPrivateKey(bridgeSignerIndex);
}
