import { chainMessages } from '@/domain/chain/chain-messages';
import { qtnBridgeAbi } from '@/domain/chain/qtn-bridge-abi';
import { qttTokenAbi } from '@/domain/chain/qtt-token-abi';
import type { BridgeChain } from './bridge-chain';
import type { Address } from './vault-chain';
import type { WalletClients } from './wallet-clients';

/** The real BridgeChain: the connected account's calls to the deployed token and bridge. */
export function walletBridgeChain(
  clients: WalletClients,
  account: Address,
  contracts: { bridge: Address; token: Address },
): BridgeChain {
  const { publicClient, confirmed, send } = clients;
  const bridge = { address: contracts.bridge, abi: qtnBridgeAbi } as const;
  const token = { address: contracts.token, abi: qttTokenAbi } as const;
  const allowance = () =>
    publicClient.readContract({
      ...token,
      functionName: 'allowance',
      args: [account, contracts.bridge],
    });

  return {
    contract: contracts.bridge,
    allowance,
    async redeem(voucher) {
      if (voucher.contract.toLowerCase() !== contracts.bridge.toLowerCase()) {
        throw new Error('This voucher is for another bridge contract.');
      }
      const hash = await send({
        ...bridge,
        functionName: 'redeem',
        args: [
          voucher.recipient as Address,
          BigInt(voucher.amountWei),
          voucher.nonce as `0x${string}`,
          BigInt(voucher.expiry),
          voucher.signature as `0x${string}`,
        ],
      });
      await confirmed(hash);
      return { hash };
    },
    async deposit(depositAccount, amount, onStep) {
      if (amount <= 0n) throw new Error(chainMessages.invalidAmount);
      if ((await allowance()) < amount) {
        onStep?.('approving');
        await confirmed(
          await send({ ...token, functionName: 'approve', args: [contracts.bridge, amount] }),
        );
      }
      onStep?.('depositing');
      const hash = await send({
        ...bridge,
        functionName: 'deposit',
        args: [depositAccount, amount],
      });
      onStep?.('confirming');
      await confirmed(hash);
      return { hash };
    },
  };
}
