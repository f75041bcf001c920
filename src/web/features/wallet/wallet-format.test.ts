import { describe, expect, it } from 'vitest';
import { formatAgo, formatAmount, formatDate, formatWatchTime } from './wallet-format';

describe('wallet formatting', () => {
  it('formats decimal QTT strings exactly, rounding down for display', () => {
    expect(formatAmount('0')).toBe('0.00');
    expect(formatAmount('1234567.891')).toBe('1,234,567.89');
    expect(formatAmount('0.00999999')).toBe('0.00');
    expect(formatAmount('not money')).toBe('—');
  });

  it('words watch time as minutes, then hours', () => {
    expect(formatWatchTime(0)).toBe('0 min');
    expect(formatWatchTime(39)).toBe('39 s');
    expect(formatWatchTime(59)).toBe('59 s');
    expect(formatWatchTime(60)).toBe('1 min');
    expect(formatWatchTime(2700)).toBe('45 min');
    expect(formatWatchTime(3600)).toBe('1 hour');
    expect(formatWatchTime(9000)).toBe('2.5 hours');
    expect(formatWatchTime(9359)).toBe('2.5 hours');
  });

  it('writes dates in en-US', () => {
    expect(formatDate('2026-04-14T12:00:00.000Z')).toMatch(/^Apr 14, 2026, \d{1,2}:00 (AM|PM)$/);
  });

  it('says how long ago, in seconds first', () => {
    const now = Date.parse('2026-04-14T12:00:00.000Z');
    const ago = (s: number) => formatAgo(new Date(now - s * 1000).toISOString(), now);
    expect(ago(0)).toBe('0s ago');
    expect(ago(42)).toBe('42s ago');
    expect(ago(600)).toBe('10m ago');
    expect(ago(7200)).toBe('2h ago');
    expect(ago(3 * 86_400)).toBe('3d ago');
    expect(ago(30 * 86_400)).toBe('Mar 15, 2026');
    expect(ago(-5)).toBe('0s ago');
  });
});
