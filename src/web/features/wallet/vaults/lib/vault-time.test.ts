import { describe, expect, it } from 'vitest';
import { makeVault, testNow } from '../testing/vault-factory';
import { serverNowAt } from './server-clock';
import { daysRemaining, formatDate, lockProgress, plural } from './vault-time';

describe('lockProgress', () => {
  it('is the whole percent of time elapsed between creation and unlock', () => {
    expect(lockProgress(makeVault({ ageDays: 0 }), testNow)).toBe(0);
    expect(lockProgress(makeVault({ ageDays: 15 }), testNow)).toBe(50);
    expect(lockProgress(makeVault({ ageDays: 10 }), testNow)).toBe(33);
  });
  it('stays within 0–100', () => {
    expect(lockProgress(makeVault({ ageDays: 90 }), testNow)).toBe(100);
    expect(lockProgress(makeVault({ ageDays: -1 }), testNow)).toBe(0);
  });
  it('stops where a withdrawn vault was closed', () => {
    const v = makeVault({ ageDays: 20, status: 'withdrawn' });
    const closedAt = new Date(Date.parse(v.createdAt) + 3 * 86_400_000).toISOString();
    expect(lockProgress({ ...v, closedAt }, testNow)).toBe(10);
  });
});

describe('daysRemaining', () => {
  it('rounds part of a day up and is 0 once unlocked', () => {
    expect(daysRemaining(makeVault({ ageDays: 29.9 }), testNow)).toBe(1);
    expect(daysRemaining(makeVault({ ageDays: 31 }), testNow)).toBe(0);
  });
});

describe('formatting', () => {
  it('writes dates in en-US and counts with the right plural', () => {
    expect(formatDate('2025-06-01T12:00:00.000Z')).toBe('Jun 1, 2025');
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(7, 'day')).toBe('7 days');
  });
});

describe('serverNowAt', () => {
  it('runs on the server clock, whatever the device clock says', () => {
    const received = Date.parse('2030-01-01T00:00:00.000Z');
    const now = serverNowAt('2025-06-01T12:00:00.000Z', received, received + 60_000);
    expect(now.toISOString()).toBe('2025-06-01T12:01:00.000Z');
  });
});
