import { describe, expect, it, vi } from 'vitest';
import { onceMoreIfRaced } from './save-beta-signup';

const uniqueViolation = () => Object.assign(new Error('duplicate key'), { code: '23505' });

describe('onceMoreIfRaced', () => {
  it('runs a statement that lost a race on another unique key once more', async () => {
    const statement = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('query failed', { cause: uniqueViolation() }))
      .mockResolvedValueOnce('stored');
    await expect(onceMoreIfRaced(statement)).resolves.toBe('stored');
    expect(statement).toHaveBeenCalledTimes(2);
  });

  it('throws a second unique violation, and any other error at once', async () => {
    const twice = vi.fn<() => Promise<string>>().mockRejectedValue(uniqueViolation());
    await expect(onceMoreIfRaced(twice)).rejects.toThrow('duplicate key');
    expect(twice).toHaveBeenCalledTimes(2);
    const other = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('down'));
    await expect(onceMoreIfRaced(other)).rejects.toThrow('down');
    expect(other).toHaveBeenCalledTimes(1);
  });
});
