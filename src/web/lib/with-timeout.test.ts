import { afterEach, describe, expect, it, vi } from 'vitest';
import { timedOut, withTimeout } from './with-timeout';

afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('gives the answer when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve(42), 10)).resolves.toBe(42);
  });

  it('gives up after the time, and swallows a later failure', async () => {
    vi.useFakeTimers();
    let reject: (e: Error) => void = () => undefined;
    const slow = new Promise<number>((_, r) => (reject = r));
    const result = withTimeout(slow, 2000);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBe(timedOut);
    reject(new Error('late'));
  });

  it('passes an early failure on', async () => {
    await expect(withTimeout(Promise.reject(new Error('no')), 10)).rejects.toThrow('no');
  });
});
