import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/wallet', '/wallet'],
    ['/wallet/send?to=bob#top', '/wallet/send?to=bob#top'],
    ['/a/../wallet', '/wallet'],
  ])('keeps the site path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    null,
    '',
    'wallet',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/wallet',
    'javascript:alert(1)',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});
