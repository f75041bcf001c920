import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createAdmission } from './admission';

describe('createAdmission', () => {
  it('hashes as many at once as there are CPUs, with 64 waiting for at most 2 s', () => {
    const a = createAdmission(loadConfig({}));
    const cpus = os.availableParallelism();
    expect(a.hashLimiter.options).toEqual({ concurrency: cpus, maxQueue: 64, maxWaitMs: 2_000 });
    expect(a.authLimiter.options.concurrency).toBe(cpus * 2);
    expect(a.load.thresholds).toMatchObject({ maxDelayMs: 200, maxUtilization: 0 });
    expect(a.maxConnections).toBe(2_000);
  });

  it('takes its limits from the environment', () => {
    const a = createAdmission(
      loadConfig({
        HASH_CONCURRENCY: '3',
        HASH_QUEUE_LIMIT: '0',
        HASH_MAX_WAIT_MS: '500',
        SHED_LOOP_DELAY_MS: '0',
        SHED_LOOP_UTILIZATION: '0.98',
        MAX_CONNECTIONS: '100',
      }),
    );
    expect(a.hashLimiter.options).toEqual({ concurrency: 3, maxQueue: 0, maxWaitMs: 500 });
    expect(a.load.thresholds).toMatchObject({ maxDelayMs: 0, maxUtilization: 0.98 });
    expect(a.maxConnections).toBe(100);
  });

  it.each([
    ['HASH_CONCURRENCY', '0'],
    ['HASH_QUEUE_LIMIT', '-1'],
    ['SHED_LOOP_UTILIZATION', '1.5'],
    ['MAX_CONNECTIONS', 'many'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
