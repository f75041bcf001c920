import { describe, expect, it } from 'vitest';
import { dayString, idCursor, qttAmount, text, vaultId } from './fields';

describe('text', () => {
  const title = text({ min: 1, max: 5, label: 'Title' });
  it('trims and keeps ordinary text', () => expect(title.parse('  abc ')).toBe('abc'));
  it('refuses NUL bytes', () => {
    expect(title.safeParse('a\u0000b').error?.issues[0]?.message).toBe(
      'Text cannot contain NUL characters.',
    );
  });
  it('refuses over-long and empty values', () => {
    expect(title.safeParse('abcdef').success).toBe(false);
    expect(title.safeParse('   ').success).toBe(false);
  });
});

describe('dayString', () => {
  it.each(['2026-04-14', '2000-01-01', '2999-12-31'])('accepts %s', (d) =>
    expect(dayString.parse(d)).toBe(d),
  );
  it.each(['0000-01-01', '9999-12-31', '1999-12-31', '2026-02-30', '2026-4-1', '\u0000'])(
    'refuses %j',
    (d) => expect(dayString.safeParse(d).success).toBe(false),
  );
});

describe('qttAmount', () => {
  it('parses decimal strings exactly', () => {
    expect(qttAmount().parse('12.5')).toBe(1_250_000_000n);
    expect(qttAmount().parse('0.00000001')).toBe(1n);
  });
  it('refuses more decimals than allowed instead of rounding', () => {
    expect(qttAmount().safeParse('0.000000001').error?.issues[0]?.message).toBe(
      'Use at most 8 decimal places.',
    );
    expect(qttAmount({ maxDecimals: 2 }).safeParse('1.001').success).toBe(false);
  });
  it('refuses numbers, zero, signs, exponents and 11 whole digits', () => {
    for (const bad of [12.5, '0', '-1', '1e3', '12345678901'])
      expect(qttAmount().safeParse(bad).success).toBe(false);
    expect(qttAmount({ positive: false }).parse('0')).toBe(0n);
  });
});

describe('ids', () => {
  it('checks vault ids and page cursors', () => {
    expect(vaultId.safeParse('v_abc12345').success).toBe(true);
    expect(vaultId.safeParse('v_ABC12345').success).toBe(false);
    expect(idCursor.safeParse('9223372036854775808').success).toBe(false);
    expect(idCursor.safeParse('%00').success).toBe(false);
  });
});
