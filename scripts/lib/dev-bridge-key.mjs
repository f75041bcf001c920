// The local chain's voucher signer key (anvil's public test mnemonic, account 9, as
// dev/chain/dev-accounts.ts derives it), for `npm run dev` and `npm start`'s local demo,
// which point the server at `npm run chain`. Public by design: it signs vouchers for the
// local chain only (docs/decisions/045-bridge-vouchers.md); a real deployment configures
// BRIDGE_SIGNER_KEY itself.
import { mnemonicToAccount } from 'viem/accounts';

export function devBridgeSignerKey() {
  const account = mnemonicToAccount('test test test test test test test test test test test junk', {
    addressIndex: 9,
  });
  const key = account.getHdKey().privateKey;
  if (!key) throw new Error('no private key for the local bridge signer');
  return `0x${Buffer.from(key).toString('hex')}`;
}
