import { describe, expect, it } from 'vitest';
import { isAppRoute } from './app-routes';

describe('isAppRoute', () => {
  it.each([
    '/',
    '/home',
    '/wallet',
    '/wallet/',
    '/watch/abc-123',
    '/games/snake',
    '/games/car-racer',
  ])('%s is a page', (path) => expect(isAppRoute(path)).toBe(true));

  it.each([
    '/no/such/page',
    '/watch',
    '/watch/a/b',
    '/wallet/nope',
    '/admin',
    '/%E0%A4%A',
    '//home',
  ])('%s is not', (path) => expect(isAppRoute(path)).toBe(false));
});
