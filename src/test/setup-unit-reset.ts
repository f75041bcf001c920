import { afterAll, vi } from 'vitest';

/**
 * Before each file of the `unit-replacing` project (vitest.config.ts, decision 059): the
 * modules an earlier file of the worker imported are forgotten, so this file's `vi.mock`
 * reaches every module that imports what it replaces (without it, a module imported through
 * another kept the earlier file's replacement). Libraries in node_modules stay loaded. The
 * globals and variables a file stubbed are put back when it ends.
 */
vi.resetModules();
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
