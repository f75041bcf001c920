import { describe, expect, it } from 'vitest';
import { isUsageBonus, transactionKind } from './transaction-kind';

describe('transactionKind', () => {
  it.each([
    ['watch', 'in', 'earned'],
    ['game', 'in', 'earned'],
    ['quiz', 'in', 'earned'],
    ['reward', 'in', 'received'], // a vault payout or an admin grant
    ['transfer', 'in', 'received'], // an early withdrawal's return, a member's send
    ['devmode', 'in', 'received'],
    ['transfer', 'out', 'sent'],
    ['reward', 'out', 'sent'],
  ] as const)('%s %s is %s', (type, direction, kind) => {
    expect(transactionKind({ type, direction, metadata: {} })).toBe(kind);
  });

  it('counts the daily usage bonus as earned: it pays verified watch and game time', () => {
    const bonus = {
      type: 'reward',
      metadata: { kind: 'reward', day: '2026-11-26', scale: 1 },
    } as const;
    expect(isUsageBonus(bonus)).toBe(true);
    expect(transactionKind({ ...bonus, direction: 'in' })).toBe('earned');
    expect(isUsageBonus({ type: 'reward', metadata: { kind: 'vault', vaultId: 'v_1' } })).toBe(
      false,
    );
    expect(isUsageBonus({ type: 'watch', metadata: { day: 'x', scale: 1 } })).toBe(false);
  });
});
