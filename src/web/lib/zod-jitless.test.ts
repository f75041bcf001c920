import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('turns off zod’s eval-compiled parsers, so the CSP sees no eval', async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });
});
