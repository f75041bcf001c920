import { describe, expect, it } from 'vitest';
import { qtt, unitsPerQtt } from '@/domain/money/qtt';
import { testNow } from '../testing/vault-factory';
import { checkVaultDraft, previewHint, previewVault } from './vault-draft';

describe('checkVaultDraft', () => {
  it('an empty amount disables the form without an error', () => {
    expect(checkVaultDraft('', 30)).toEqual({ ok: false, amountError: null, durationError: null });
  });
  it('refuses under 10 QTT with the words of the spec', () => {
    expect(checkVaultDraft('9.99', 30)).toMatchObject({
      ok: false,
      amountError: 'Minimum amount is 10 QTT',
    });
  });
  it('refuses more than two decimals', () => {
    expect(checkVaultDraft('10.001', 30)).toMatchObject({ ok: false });
  });
  it('accepts 10 QTT and durations 7–365, refuses outside', () => {
    expect(checkVaultDraft('10', 7)).toEqual({ ok: true, amount: qtt(10), durationDays: 7 });
    expect(checkVaultDraft('10', 365)).toMatchObject({ ok: true });
    expect(checkVaultDraft('10', 6)).toMatchObject({ durationError: 'Lock for at least 7 days.' });
    expect(checkVaultDraft('10', 366)).toMatchObject({
      durationError: 'Lock for at most 365 days.',
    });
    expect(checkVaultDraft('10', 7.5)).toMatchObject({
      durationError: 'Durations are whole days.',
    });
  });
});

describe('previewVault', () => {
  it('uses the domain multiplier and reward, exactly', () => {
    const p = previewVault(checkVaultDraft('25.55', 90), testNow);
    expect(p?.multiplierBps).toBe(15_000);
    expect(p?.reward).toBe((2555n * unitsPerQtt) / 200n);
    expect(p?.total).toBe(qtt(25) + (55n * unitsPerQtt) / 100n + (p?.reward ?? 0n));
    expect(p?.unlockAt.toISOString()).toBe('2025-08-30T12:00:00.000Z');
  });
  it('is not computed under the minimum', () => {
    expect(previewVault(checkVaultDraft('9', 30), testNow)).toBeNull();
  });
});

describe('previewHint', () => {
  const hint = (amount: string, days: number) => previewHint(checkVaultDraft(amount, days), amount);
  it('asks for the amount while it is missing or wrong', () => {
    expect(hint('', 30)).toMatch(/^Enter at least 10 QTT/);
    expect(hint('9', 30)).toMatch(/^Enter at least 10 QTT/);
    expect(hint('9', 400)).toMatch(/^Enter at least 10 QTT/);
  });
  it('names the duration range when only the duration is wrong', () => {
    expect(hint('50', 400)).toBe(
      'Choose a duration of 7 to 365 days to preview your multiplier and reward.',
    );
  });
  it('is empty once there is a preview', () => {
    expect(hint('50', 30)).toBeNull();
  });
});
