import {
  BaseError,
  ContractFunctionRevertedError,
  encodeErrorResult,
  UserRejectedRequestError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { qtnVaultAbi } from '@/domain/chain/qtn-vault-abi';
import { chainErrorDetail } from './chain-error-detail';

describe('chainErrorDetail', () => {
  const reverted = (data: `0x${string}`) =>
    new BaseError('The contract function "lockVault" reverted.', {
      cause: new ContractFunctionRevertedError({
        abi: qtnVaultAbi,
        data,
        functionName: 'lockVault',
      }),
    });

  it("names the contract's custom error", () => {
    const data = encodeErrorResult({ abi: qtnVaultAbi, errorName: 'NotVaultOwner', args: [2n] });
    expect(chainErrorDetail(reverted(data))).toBe('NotVaultOwner');
  });

  it('says a lock past the reserve share in the ledger’s words, with the limit in cents', () => {
    const max = 200n * 10n ** 18n + 19n;
    const data = encodeErrorResult({
      abi: qtnVaultAbi,
      errorName: 'ReserveShareExceeded',
      args: [2_000n * 10n ** 18n, 7n, max],
    });
    expect(chainErrorDetail(reverted(data))).toBe(
      'You can lock at most 200.00 QTT for 7 days now.',
    );
    const none = encodeErrorResult({
      abi: qtnVaultAbi,
      errorName: 'ReserveShareExceeded',
      args: [10n ** 18n, 180n, 1n],
    });
    expect(chainErrorDetail(reverted(none))).toBe('You cannot lock QTT for 180 days now.');
  });

  it('says a refusal in the wallet in words, however it arrives', () => {
    expect(chainErrorDetail({ code: 4001, message: 'User denied' })).toBe(
      'Request rejected in the wallet',
    );
    const wrapped = new BaseError('failed', {
      cause: new UserRejectedRequestError(new Error('no')),
    });
    expect(chainErrorDetail(wrapped)).toBe('Request rejected in the wallet');
  });

  it("keeps other errors to the first line, and never says 'undefined'", () => {
    expect(chainErrorDetail(new Error('Out of gas\nat …'))).toBe('Out of gas');
    expect(chainErrorDetail('weird')).toBe('Unknown error');
  });
});
