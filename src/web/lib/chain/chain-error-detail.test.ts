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
  it("names the contract's custom error", () => {
    const data = encodeErrorResult({
      abi: qtnVaultAbi,
      errorName: 'InsufficientReserve',
      args: [2n, 1n],
    });
    const reverted = new ContractFunctionRevertedError({
      abi: qtnVaultAbi,
      data,
      functionName: 'lockVault',
    });
    const err = new BaseError('The contract function "lockVault" reverted.', { cause: reverted });
    expect(chainErrorDetail(err)).toBe('InsufficientReserve');
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
