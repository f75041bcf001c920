import { describe, expect, it } from 'vitest';
import { qtt } from '@/domain/money/qtt';
import { unitsToWei, weiToUnits } from './sign-voucher';
import { withdrawalView } from './withdrawal-view';

const row = {
  id: '0b3f5c1e-9a2d-4c7b-8e6f-112233445566',
  userId: '0b3f5c1e-9a2d-4c7b-8e6f-665544332211',
  idempotencyKey: 'key-1',
  amount: qtt(50),
  recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  chainId: 31_337,
  contract: '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707',
  nonce: `0x${'ab'.repeat(32)}`,
  expiry: 1_800_000_000,
  signature: `0x${'cd'.repeat(65)}`,
  state: 'issued' as const,
  transferId: 7n,
  redeemedTx: null,
  redeemedBlock: null,
  redeemedAt: null,
  refundTransferId: null,
  refundedAt: null,
  createdAt: new Date('2027-01-14T00:00:00Z'),
};
const before = new Date((row.expiry - 1) * 1000);
const after = new Date((row.expiry + 1) * 1000);

describe('a withdrawal as the member sees it', () => {
  it('carries the voucher exactly as signed while it can be redeemed', () => {
    const v = withdrawalView(row, before, 'https://amoy.polygonscan.com');
    expect(v.state).toBe('issued');
    expect(v.voucher).toEqual({
      chainId: 31_337,
      contract: row.contract,
      recipient: row.recipient,
      amountWei: '50000000000000000000',
      nonce: row.nonce,
      expiry: row.expiry,
      signature: row.signature,
    });
    expect(v.expiresAt).toBe(new Date(row.expiry * 1000).toISOString());
  });

  it('is expired, without its voucher, once past the expiry and not yet refunded', () => {
    expect(withdrawalView(row, after, null)).toMatchObject({ state: 'expired', voucher: null });
  });

  it('links a redemption on a network with an explorer, and none without', () => {
    const redeemed = { ...row, state: 'redeemed' as const, redeemedTx: `0x${'12'.repeat(32)}` };
    expect(withdrawalView(redeemed, after, 'https://amoy.polygonscan.com')).toMatchObject({
      state: 'redeemed',
      voucher: null,
      redeemedTxUrl: `https://amoy.polygonscan.com/tx/${redeemed.redeemedTx}`,
    });
    expect(withdrawalView(redeemed, after, null).redeemedTxUrl).toBeNull();
  });
});

describe('units and wei', () => {
  it('are exact one way and round down the other, leaving dust below 10^-8 QTT', () => {
    expect(unitsToWei(1n)).toBe(10n ** 10n);
    expect(weiToUnits(unitsToWei(qtt(12)) + 123n)).toBe(qtt(12));
    expect(weiToUnits(10n ** 10n - 1n)).toBe(0n);
  });
});
