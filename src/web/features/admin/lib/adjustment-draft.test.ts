import { describe, expect, it } from 'vitest';
import { ada } from '../testing/admin-test-utils';
import { reviewAdjustment, reviewFunding, type AdjustmentDraft } from './adjustment-draft';
import { checkAmount, exactQtt } from '@/web/lib/amount';

const draft = (over: Partial<AdjustmentDraft> = {}): AdjustmentDraft => ({
  account: ada,
  direction: 'grant',
  amount: '25.50',
  reason: 'Support ticket 42',
  ...over,
});

describe('reviewAdjustment', () => {
  it('repeats exactly what will happen, and what will be posted', () => {
    expect(reviewAdjustment(draft())).toEqual({
      ok: true,
      sentence: 'Grant 25.50 QTT to ada@example.com: Support ticket 42',
      request: { userId: ada.id, amount: '25.5', direction: 'grant', reason: 'Support ticket 42' },
    });
  });

  it('words a deduction and keeps every decimal the admin typed', () => {
    const result = reviewAdjustment(
      draft({ direction: 'deduct', amount: '1200.00000001', reason: '  Duplicate reward ' }),
    );
    expect(result.ok && result.sentence).toBe(
      'Deduct 1,200.00000001 QTT from ada@example.com: Duplicate reward',
    );
    expect(result.ok && result.request.amount).toBe('1200.00000001');
  });

  it('names every missing or wrong field at once', () => {
    expect(reviewAdjustment(draft({ account: null, amount: '', reason: ' ' }))).toEqual({
      ok: false,
      errors: {
        account: 'Choose the user.',
        amount: 'Enter an amount.',
        reason: 'Write the reason.',
      },
    });
  });

  it.each([
    ['0', 'The amount must be more than zero.'],
    ['0.000000000', 'Use at most 8 decimal places.'],
    ['1.123456789', 'Use at most 8 decimal places.'],
    ['-5', 'Enter an amount such as 12.50.'],
    ['1e3', 'Enter an amount such as 12.50.'],
    ['12,5', 'Enter an amount such as 12.50.'],
  ])('refuses the amount %s', (amount, message) => {
    expect(reviewAdjustment(draft({ amount }))).toEqual({
      ok: false,
      errors: { amount: message },
    });
  });

  it('wants a reason of 3 to 200 characters', () => {
    expect(reviewAdjustment(draft({ reason: 'ok' }))).toMatchObject({
      errors: { reason: 'Write the reason (3 characters or more).' },
    });
    expect(reviewAdjustment(draft({ reason: 'x'.repeat(201) }))).toMatchObject({
      errors: { reason: 'Keep the reason to 200 characters.' },
    });
  });
});

describe('reviewFunding', () => {
  it('says what the pool receives', () => {
    expect(reviewFunding({ amount: '1000', reason: 'April budget' })).toMatchObject({
      ok: true,
      sentence: 'Add 1,000.00 QTT to the reward pool: April budget',
      request: { amount: '1000', reason: 'April budget' },
    });
  });
});

describe('amounts', () => {
  it('accepts the smallest unit and shows amounts exactly', () => {
    expect(checkAmount('0.00000001')).toEqual({
      ok: true,
      amount: '0.00000001',
      display: '0.00000001',
    });
    expect(exactQtt('999975')).toBe('999,975.00');
    expect(exactQtt('-3.1')).toBe('-3.10');
  });
});
