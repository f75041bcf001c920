import { describe, expect, it } from 'vitest';
import { isValidDisplayName, looksLikeEmail } from './display-name';

describe('display names', () => {
  it.each(['Ada', 'Ada Lovelace', 'ada_l', 'Zoë', 'x.y-z', 'QT'])('accepts %s', (n) => {
    expect(isValidDisplayName(n)).toBe(true);
  });
  it.each(['A', ' Ada', 'Ada ', 'Ada  L', '<script>', 'a@b', 'x'.repeat(31)])('refuses %s', (n) => {
    expect(isValidDisplayName(n)).toBe(false);
  });
  it('tells emails from usernames', () => {
    expect(looksLikeEmail('ada@example.com')).toBe(true);
    expect(looksLikeEmail('Ada Lovelace')).toBe(false);
  });
});
