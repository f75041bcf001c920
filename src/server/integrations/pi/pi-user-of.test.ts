import { describe, expect, it } from 'vitest';
import { piUserOf, validUntilOf } from './pi-user-of';

const now = new Date('2026-11-27T12:00:00.000Z');
const at = (iso: string) => new Date(iso).getTime();

describe('piUserOf (a /v2/me answer)', () => {
  it('takes the uid, the username when shared, the scopes and valid_until', () => {
    const user = piUserOf(
      {
        uid: 'u1',
        username: 'ada',
        credentials: {
          scopes: ['username', 'payments'],
          valid_until: {
            timestamp: at('2026-11-27T13:00:00Z') / 1000,
            iso8601: '2026-11-27T13:00:00Z',
          },
        },
      },
      now,
    );
    expect(user).toEqual({
      uid: 'u1',
      username: 'ada',
      scopes: ['username', 'payments'],
      validUntil: new Date('2026-11-27T13:00:00Z'),
    });
  });

  it('reads a missing or blank username as null (no username scope), never as an error', () => {
    expect(piUserOf({ uid: 'u1', credentials: { scopes: ['payments'] } }, now).username).toBeNull();
    expect(piUserOf({ uid: 'u1', username: '  ' }, now).username).toBeNull();
  });

  it('refuses a token whose valid_until has passed, to the millisecond', () => {
    const until = (iso8601: string) => ({ uid: 'u1', credentials: { valid_until: { iso8601 } } });
    expect(() => piUserOf(until('2026-11-27T12:00:00.000Z'), now)).toThrow(
      expect.objectContaining({ code: 'PI_TOKEN_INVALID', status: 401 }),
    );
    expect(() => piUserOf(until('2026-11-27T11:00:00Z'), now)).toThrow(/expired/);
    expect(piUserOf(until('2026-11-27T12:00:00.001Z'), now).uid).toBe('u1');
  });
});

describe('validUntilOf', () => {
  const of = (valid_until: unknown) =>
    validUntilOf({ uid: 'u', credentials: { valid_until: valid_until as never } });

  it('prefers the ISO 8601 string, else the timestamp in seconds (or milliseconds)', () => {
    const t = at('2026-11-27T13:00:00Z');
    expect(of({ iso8601: '2026-11-27T13:00:00Z', timestamp: 1 })).toEqual(new Date(t));
    expect(of({ timestamp: t / 1000 })).toEqual(new Date(t));
    expect(of({ timestamp: t })).toEqual(new Date(t));
    expect(of({ iso8601: 'not a date', timestamp: t / 1000 })).toEqual(new Date(t));
  });

  it('is undefined when Pi sends none, and an unreadable one is Pi failing (502)', () => {
    expect(validUntilOf({ uid: 'u' })).toBeUndefined();
    expect(of(null)).toBeUndefined();
    expect(of({})).toBeUndefined();
    expect(() => of({ iso8601: 'soon' })).toThrow(
      expect.objectContaining({ code: 'PI_PLATFORM_FAILED', status: 502 }),
    );
    expect(() => of({ timestamp: -5 })).toThrow(expect.objectContaining({ status: 502 }));
  });
});
