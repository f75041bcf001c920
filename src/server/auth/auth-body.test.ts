import { describe, expect, it } from 'vitest';
import { checkAuthBody } from './auth-body';

const json = 'application/json';
const check = (text: string, type = json) => checkAuthBody(Buffer.from(text), type);

describe('checkAuthBody', () => {
  it('lets an object through, and bodies that are not JSON (better-auth judges those)', () => {
    expect(check('{"email":"a@example.com"}')).toBeNull();
    expect(check('email=a', 'application/x-www-form-urlencoded')).toBeNull();
    expect(checkAuthBody(undefined, json)).toBeNull();
  });

  it.each(['null', '[]', '"x"', '12'])('refuses %s: better-auth reads fields of the body', (t) => {
    expect(check(t)?.code).toBe('BAD_REQUEST');
  });

  it('refuses invalid JSON', () => {
    expect(check('{')?.status).toBe(400);
  });

  it('refuses NUL characters anywhere, at any depth', () => {
    expect(check('{"email":"a\\u0000b"}')?.code).toBe('VALIDATION_FAILED');
    expect(check('{"a\\u0000":1}')?.code).toBe('VALIDATION_FAILED');
    const deep = '{"a":'.repeat(20_000) + '"\\u0000"' + '}'.repeat(20_000);
    expect(check(deep)?.code).toBe('VALIDATION_FAILED');
  });
});
