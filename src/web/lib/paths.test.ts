import { describe, expect, it } from 'vitest';
import { isAppRoute } from '@/domain/routes/app-routes';
import { paths } from './paths';

describe('paths', () => {
  it('names only pages of the route table', () => {
    for (const [name, path] of Object.entries(paths)) {
      const sample = typeof path === 'function' ? path('x1') : path;
      expect(isAppRoute(sample), name).toBe(true);
    }
  });

  it('keeps an id to one path segment', () => {
    expect(paths.watch('a/b?c')).toBe('/watch/a%2Fb%3Fc');
    expect(isAppRoute(paths.watch('a/b?c'))).toBe(true);
    expect(paths.game('speed-typing')).toBe('/games/speed-typing');
  });
});
