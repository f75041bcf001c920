import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutePatterns } from '@/domain/routes/app-routes';
import { routes } from './router';

const pathsOf = (list: RouteObject[]): string[] =>
  list.flatMap((r) => [...(r.path ? [r.path] : []), ...pathsOf(r.children ?? [])]);

describe('the route table', () => {
  it('names the same pages as the list the server answers 200 for', () => {
    const webPaths = pathsOf(routes).filter((p) => p !== '*');
    expect([...webPaths].sort()).toEqual([...appRoutePatterns].sort());
  });
});
