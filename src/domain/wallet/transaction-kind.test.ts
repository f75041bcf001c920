import { describe, expect, it } from 'vitest';
import { transactionKind } from './transaction-kind';

describe('transactionKind', () => {
  it.each([
    ['watch', 'in', 'earned'],
    ['game', 'in', 'earned'],
    ['quiz', 'in', 'earned'],
    ['reward', 'in', 'received'], // a vault payout or an admin grant
    ['transfer', 'in', 'received'], // an early withdrawal's return
    ['devmode', 'in', 'received'],
    ['transfer', 'out', 'sent'],
    ['reward', 'out', 'sent'],
  ] as const)('%s %s is %s', (type, direction, kind) => {
    expect(transactionKind({ type, direction })).toBe(kind);
  });
});
