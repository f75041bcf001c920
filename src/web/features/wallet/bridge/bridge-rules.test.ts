import { describe, expect, it } from 'vitest';
import {
  bridgeChainErrorText,
  checkDepositAmount,
  checkWithdrawAmount,
  limitsLine,
  offReasonText,
  redeemBlocked,
} from './bridge-rules';
import { bridgeStatus, withdrawal } from './testing/bridge-fixtures';
import { testAccount } from '../vaults/testing/chain-fixtures';

describe('the withdraw form’s checks', () => {
  const status = bridgeStatus({ leftToday: '300', balance: '120.5' });

  it('asks for a plain amount of at most two decimals', () => {
    expect(checkWithdrawAmount('', status)).toBe('Enter an amount such as 50.');
    expect(checkWithdrawAmount('ten', status)).toBe('Enter an amount such as 12.50.');
    expect(checkWithdrawAmount('12.505', status)).toBe('Use at most 2 decimal places.');
    expect(checkWithdrawAmount('0', status)).toBe('The amount must be more than zero.');
  });

  it('holds the minimum, today’s limit and the balance, in that order', () => {
    expect(checkWithdrawAmount('9.99', status)).toBe('Withdrawals start at 10 QTT.');
    expect(checkWithdrawAmount('10', status)).toBeNull();
    expect(checkWithdrawAmount('300.01', status)).toBe('You can withdraw 300.00 QTT more today.');
    expect(checkWithdrawAmount('120.51', status)).toBe(
      'That is more than your balance (120.50 QTT).',
    );
    expect(checkWithdrawAmount('120.50', status)).toBeNull();
    expect(checkWithdrawAmount('10', bridgeStatus({ leftToday: '0' }))).toBe(
      'You have withdrawn today’s 1,000 QTT. More tomorrow (UTC).',
    );
  });

  it('says the limits in one line', () => {
    expect(limitsLine(bridgeStatus())).toBe('10 QTT minimum · 1,000 QTT left today');
    expect(limitsLine(bridgeStatus({ leftToday: '949.5' }))).toBe(
      '10 QTT minimum · 949.50 QTT left today',
    );
  });
});

describe('the deposit form’s checks', () => {
  const e18 = 10n ** 18n;
  it('asks for an amount the wallet holds', () => {
    expect(checkDepositAmount('', 100n * e18)).toBe('Enter an amount such as 20.');
    expect(checkDepositAmount('0', 100n * e18)).toBe('The amount must be more than zero.');
    expect(checkDepositAmount('100', 100n * e18)).toBeNull();
    expect(checkDepositAmount('100.01', 100n * e18)).toBe(
      'That is more than your wallet holds on chain.',
    );
    expect(checkDepositAmount('1.234', null)).toBe('Use at most 2 decimal places.');
  });
});

describe('Redeem in wallet', () => {
  const connected = { kind: 'wallet' as const, account: testAccount, chainId: 31337 };

  it('works for the voucher’s own address on its own chain, any letter case', () => {
    expect(redeemBlocked(withdrawal(), connected)).toBeNull();
    expect(
      redeemBlocked(withdrawal(), { ...connected, account: testAccount.toLowerCase() }),
    ).toBeNull();
  });

  it('says why it cannot: no wallet, another address, another network, mock mode, not issued', () => {
    expect(redeemBlocked(withdrawal(), { kind: null, account: null, chainId: null })).toBe(
      'Connect your wallet to redeem.',
    );
    expect(redeemBlocked(withdrawal(), { ...connected, account: `0x${'9'.repeat(40)}` })).toBe(
      'This voucher pays 0xAbCd…Ef01. Connect that address to redeem.',
    );
    expect(redeemBlocked(withdrawal(), { ...connected, chainId: 1 })).toBe(
      'This voucher is for chain 31337. Switch your wallet to it to redeem.',
    );
    expect(redeemBlocked(withdrawal(), { ...connected, kind: 'mock' })).toMatch(/^Mock mode/);
    expect(redeemBlocked(withdrawal({ state: 'redeemed', voucher: null }), connected)).toBe(
      'Only an issued voucher can be redeemed.',
    );
  });
});

describe('plain words', () => {
  it('names each reason the bridge is off', () => {
    expect(offReasonText('not-configured', 'QTN Local Chain')).toMatch(/not set up/);
    expect(offReasonText('not-deployed', 'QTN Local Chain')).toMatch(
      /^The bridge contract is not deployed on QTN Local Chain yet/,
    );
    expect(offReasonText('signer-mismatch', 'QTN Local Chain')).toMatch(/withdrawals are paused/);
  });

  it('reads the contract’s custom errors', () => {
    expect(bridgeChainErrorText('NonceUsed')).toBe('This voucher has already been redeemed.');
    expect(bridgeChainErrorText('VoucherExpired')).toMatch(/^This voucher has expired/);
    expect(bridgeChainErrorText('Request rejected in the wallet')).toBe(
      'Request rejected in the wallet',
    );
  });
});
