import { describe, expect, it } from 'vitest';
import type { BetaSignupRow } from '@/domain/api/beta';
import { betaSignupsCsv } from './beta-csv';

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
