import { describe, expect, it, vi } from 'vitest';
import { scryptPasswordHashing } from '@/server/admission/limited-password';
import { reusedPasswordHashing } from './reused-password-hashing';

describe('reused password hashing (integration tests only)', () => {
  it('computes each distinct hash and check once, and they are real scrypt answers', async () => {
    const real = {
      hash: vi.fn(scryptPasswordHashing.hash),
      verify: vi.fn(scryptPasswordHashing.verify),
    };
    const hashing = reusedPasswordHashing(real);
    const [a, b] = await Promise.all([
      hashing.hash('correct horse'),
      hashing.hash('correct horse'),
    ]);
    expect(a).toBe(b);
    expect(real.hash).toHaveBeenCalledTimes(1);
    // better-auth's own check accepts it: the format is the real one.
    expect(await scryptPasswordHashing.verify({ hash: a, password: 'correct horse' })).toBe(true);

    expect(await hashing.verify({ hash: a, password: 'correct horse' })).toBe(true);
    expect(await hashing.verify({ hash: a, password: 'correct horse' })).toBe(true);
    expect(await hashing.verify({ hash: a, password: 'wrong horse' })).toBe(false);
    expect(await hashing.verify({ hash: a, password: 'wrong horse' })).toBe(false);
    expect(real.verify).toHaveBeenCalledTimes(2);

    const other = await hashing.hash('battery staple');
    expect(other).not.toBe(a);
    expect(await hashing.verify({ hash: other, password: 'correct horse' })).toBe(false);
  });

  it('does not keep a failure', async () => {
    let calls = 0;
    const hashing = reusedPasswordHashing({
      hash: () => (++calls === 1 ? Promise.reject(new Error('busy')) : Promise.resolve('h')),
      verify: () => Promise.resolve(true),
    });
    await expect(hashing.hash('p')).rejects.toThrow('busy');
    await expect(hashing.hash('p')).resolves.toBe('h');
  });
});
