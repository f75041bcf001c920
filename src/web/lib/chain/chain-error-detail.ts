import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem';
import { onchainLockLimitMessage } from '@/domain/chain/onchain-vault-rules';
import { providerErrorCode } from './eip1193';

export const rejectedInWallet = 'Request rejected in the wallet';

function firstLine(text: string): string {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/**
 * A short, readable reason for 'Blockchain … failed: {detail}': a lock past the caller's
 * share of the reserve in the ledger's own words ('You can lock at most … now.'), any other
 * custom error by name (e.g. "VaultStillLocked"), a refusal in the wallet, else the library's
 * short message rather than its multi-line report.
 */
export function chainErrorDetail(err: unknown): string {
  if (providerErrorCode(err) === 4001) return rejectedInWallet;
  if (err instanceof BaseError) {
    if (err.walk((e) => e instanceof UserRejectedRequestError)) return rejectedInWallet;
    const reverted = err.walk((e) => e instanceof ContractFunctionRevertedError);
    if (reverted instanceof ContractFunctionRevertedError) {
      const data = reverted.data;
      if (data?.errorName === 'ReserveShareExceeded' && data.args) {
        const [, durationDays, maxAmount] = data.args as readonly [bigint, bigint, bigint];
        return onchainLockLimitMessage(maxAmount, Number(durationDays));
      }
      return data?.errorName ?? reverted.reason ?? 'The transaction reverted';
    }
    return firstLine(err.shortMessage || err.message);
  }
  if (err instanceof Error) return firstLine(err.message);
  return 'Unknown error';
}
