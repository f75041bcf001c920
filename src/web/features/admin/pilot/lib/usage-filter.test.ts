import { describe, expect, it } from 'vitest';
import { checkUserId, invalidUserIdMessage, parseRange, parseUserParam } from './usage-filter';

const id = '4b0c1c62-5b55-4d35-9f5a-2b0b9d7b7c11';

describe('the usage filter', () => {
  it('takes an empty box as everyone and a UUID as one user', () => {
    expect(checkUserId('  ')).toEqual({ ok: true, userId: null });
    expect(checkUserId(` ${id.toUpperCase()} `)).toEqual({ ok: true, userId: id });
  });

  it('refuses anything else with a message that shows the expected form', () => {
    expect(checkUserId('ada')).toEqual({ ok: false, error: invalidUserIdMessage });
    expect(checkUserId(`${id}x`)).toEqual({ ok: false, error: invalidUserIdMessage });
  });

  it('reads the range and user from the address bar, falling back to the defaults', () => {
    expect(parseRange('30')).toBe(30);
    expect(parseRange('31')).toBe(7);
    expect(parseRange(null)).toBe(7);
    expect(parseRange('abc')).toBe(7);
    expect(parseUserParam(id)).toBe(id);
    expect(parseUserParam('nope')).toBeNull();
  });
});
