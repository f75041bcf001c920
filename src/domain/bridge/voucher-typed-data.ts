/**
 * The EIP-712 voucher the server signs and `contracts/QTNBridge.sol` checks
 * (docs/decisions/045-bridge-vouchers.md). The domain binds a voucher to one chain and one
 * bridge contract, so a voucher for a test network or another deployment does not verify.
 */
export const bridgeDomainName = 'QTN Bridge';
export const bridgeDomainVersion = '1';

export const voucherTypes = {
  Voucher: [
    { name: 'recipient', type: 'address' },
    { name: 'amount', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const;

export function bridgeDomain(chainId: number, contract: `0x${string}`) {
  return {
    name: bridgeDomainName,
    version: bridgeDomainVersion,
    chainId,
    verifyingContract: contract,
  } as const;
}
