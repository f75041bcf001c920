import { parseEventLogs } from 'viem';
import { chainMessages } from '@/domain/chain/chain-messages';
import { qtnVaultAbi } from '@/domain/chain/qtn-vault-abi';
import { qttTokenAbi } from '@/domain/chain/qtt-token-abi';
import { readVaults } from './read-vaults';
import type { Address, VaultChain } from './vault-chain';
import { walletBridgeChain } from './wallet-bridge-chain';
import type { WalletClients } from './wallet-clients';

/** The real VaultChain: the connected account's calls to the deployed token and vault. */
export function walletVaultChain(
  clients: WalletClients,
  account: Address,
  contracts: { vault: Address; token: Address },
): VaultChain {
  const { publicClient, confirmed, send } = clients;
  const vault = { address: contracts.vault, abi: qtnVaultAbi } as const;
  const token = { address: contracts.token, abi: qttTokenAbi } as const;
  const vaultEvents = async (hash: `0x${string}`) => {
    const receipt = await confirmed(hash);
    return { receipt, logs: parseEventLogs({ abi: qtnVaultAbi, logs: receipt.logs }) };
  };

  return {
    kind: 'wallet',
    account,
    async now() {
      const block = await publicClient.getBlock();
      return new Date(Number(block.timestamp) * 1000);
    },
    balance: () =>
      publicClient.readContract({ ...token, functionName: 'balanceOf', args: [account] }),
    vaults: () => readVaults(publicClient, contracts.vault, account),
    maxLockAmount: (durationDays) =>
      publicClient.readContract({
        ...vault,
        functionName: 'getMaxLockAmount',
        args: [account, BigInt(durationDays)],
      }),
    async lock(amount, durationDays, onStep) {
      if (amount <= 0n) throw new Error(chainMessages.invalidAmount);
      const allowance = await publicClient.readContract({
        ...token,
        functionName: 'allowance',
        args: [account, contracts.vault],
      });
      if (allowance < amount) {
        onStep?.('approving');
        await confirmed(
          await send({
            ...token,
            functionName: 'approve',
            args: [contracts.vault, amount],
          }),
        );
      }
      onStep?.('locking');
      const hash = await send({
        ...vault,
        functionName: 'lockVault',
        args: [amount, BigInt(durationDays)],
      });
      onStep?.('confirming');
      const { receipt, logs } = await vaultEvents(hash);
      const locked = logs.find((l) => l.eventName === 'VaultLocked');
      if (!locked) throw new Error('The lock emitted no VaultLocked event');
      return { hash, vaultId: locked.args.vaultId, gasUsed: receipt.gasUsed };
    },
    async unlock(vaultId) {
      const hash = await send({
        ...vault,
        functionName: 'unlockVault',
        args: [vaultId],
      });
      const { receipt, logs } = await vaultEvents(hash);
      const unlocked = logs.find((l) => l.eventName === 'VaultUnlocked');
      const claimed = logs.find((l) => l.eventName === 'RewardClaimed');
      if (!unlocked) throw new Error('The unlock emitted no VaultUnlocked event');
      return {
        hash,
        returned: unlocked.args.amount,
        penalty: unlocked.args.penalty,
        reward: claimed?.args.reward ?? 0n,
        gasUsed: receipt.gasUsed,
      };
    },
    async claim(vaultId) {
      const hash = await send({
        ...vault,
        functionName: 'claimReward',
        args: [vaultId],
      });
      const { receipt, logs } = await vaultEvents(hash);
      const claimed = logs.find((l) => l.eventName === 'RewardClaimed');
      if (!claimed) throw new Error('The claim emitted no RewardClaimed event');
      return { hash, reward: claimed.args.reward, gasUsed: receipt.gasUsed };
    },
    bridge: (bridge) => walletBridgeChain(clients, account, { bridge, token: contracts.token }),
  };
}
