import { describe, expect, it } from 'vitest';
import type { BetaSignupRow } from '@/domain/api/beta';
import { betaSignupsCsv, csvCell } from './beta-csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
  ])('writes %j as %j', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('betaSignupsCsv', () => {
  const row: BetaSignupRow = {
    betaId: 'QTN-BETA-0123456789AB',
    email: 'ada@example.com',
    name: '=cmd|x',
    piUsername: 'ada',
    deviceType: 'both',
    experience: 'advanced',
    interests: ['powt', 'payments'],
    referralSource: '',
    signedIn: false,
    createdAt: '2026-11-24T01:00:00.000Z',
    updatedAt: '2026-11-24T01:00:00.000Z',
  };
  it('starts with the exact header and guards every cell', () => {
    expect(betaSignupsCsv([row])).toBe(
      'betaId,email,name,piUsername,deviceType,experience,interests,referralSource,createdAt\r\n' +
        "QTN-BETA-0123456789AB,ada@example.com,'=cmd|x,ada,both,advanced,powt;payments,,2026-11-24T01:00:00.000Z\r\n",
    );
  });
});
