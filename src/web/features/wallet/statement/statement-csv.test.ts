import { describe, expect, it } from 'vitest';
import type { Statement } from '@/domain/api/statement';
import { parseQtt } from '@/domain/money/qtt';
import { statementCsv, statementFileName } from './statement-csv';

const statement: Statement = {
  period: { from: '2026-11-01', to: '2026-11-30' },
  opening: '1000',
  credits: {
    watch: '2.00000001',
    games: '5',
    usageBonus: '30',
    vaultGains: '0.5',
    vaultReturns: '150',
    pi: '7.25',
    chainDeposits: '0',
    chainRefunds: '0',
    received: '4',
    other: '2',
  },
  debits: { sent: '3', vaultLocks: '150', penalties: '7.5', chainWithdrawals: '0', other: '0' },
  totalCredits: '200.75000001',
  totalDebits: '160.5',
  closing: '1040.25000001',
  movements: 13,
};

/** Signed decimal to units, as a reader of the file would add it up. */
const units = (v: string) => (v.startsWith('-') ? -parseQtt(v.slice(1)) : parseQtt(v));

describe('statementCsv', () => {
  const csv = statementCsv(statement);
  const lines = csv.split('\r\n').filter(Boolean);

  it('has a header, the opening, every line and the closing, each row ending in CRLF', () => {
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe('From,To,Section,Item,Amount (QTT)');
    expect(lines[1]).toBe('2026-11-01,2026-11-30,Opening,Opening balance,1000');
    expect(lines).toContain('2026-11-01,2026-11-30,Credit,Watch rewards,2.00000001');
    expect(lines).toContain('2026-11-01,2026-11-30,Debit,Early withdrawal penalties,-7.5');
    // A label with a comma is quoted, a zero debit is not written as -0.
    expect(lines).toContain('2026-11-01,2026-11-30,Credit,"Other credits (grants, adjustments)",2');
    expect(lines).toContain('2026-11-01,2026-11-30,Debit,Other debits (corrections),0');
    expect(lines.at(-1)).toBe('2026-11-01,2026-11-30,Closing,Closing balance,1040.25000001');
    expect(lines).toHaveLength(1 + 1 + 10 + 5 + 1);
  });

  it('adds up to the closing balance to the unit', () => {
    const amounts = lines.slice(1).map((l) => ({
      section: l.split(',')[2],
      amount: units(l.slice(l.lastIndexOf(',') + 1)),
    }));
    const sum = amounts
      .filter((a) => a.section !== 'Closing')
      .reduce((total, a) => total + a.amount, 0n);
    expect(sum).toBe(units(statement.closing));
  });

  it('refuses to write an amount that is not a plain number', () => {
    expect(() => statementCsv({ ...statement, opening: '=1+1' })).toThrow(/not an amount/);
  });

  it('names the file by month or by range', () => {
    expect(statementFileName(statement, '2026-11')).toBe('qtn-statement-2026-11.csv');
    expect(statementFileName(statement, null)).toBe('qtn-statement-2026-11-01-to-2026-11-30.csv');
  });
});
