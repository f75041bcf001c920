import { describe, expect, it } from 'vitest';
import { betaMessages as m } from '../beta/beta-copy';
import {
  betaIdPattern,
  betaSignupDefaults,
  betaSignupErrors,
  betaSignupRequestSchema,
  betaSignupsQuerySchema,
} from './beta';

const valid = {
  email: 'Ada@Example.com',
  name: 'Ada',
  piUsername: 'ada_pi',
  interests: ['powt'],
  agreeToTerms: true,
};

describe('betaSignupRequestSchema', () => {
  it('fills the specified defaults, trims, and lower-cases the email', () => {
    expect(betaSignupRequestSchema.parse({ ...valid, email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
      name: 'Ada',
      piUsername: 'ada_pi',
      deviceType: 'mobile',
      experience: 'beginner',
      interests: ['powt'],
      referralSource: '',
      agreeToTerms: true,
    });
  });

  it('gives every message of the specification at once for the empty form', () => {
    expect(betaSignupErrors(betaSignupDefaults)).toEqual({
      email: m.emailRequired,
      name: m.nameRequired,
      piUsername: m.piUsernameRequired,
      interests: m.interestsRequired,
      agreeToTerms: m.termsRequired,
    });
  });

  it('reads blanks and missing fields as required', () => {
    expect(betaSignupErrors({ email: '   ', name: ' ', piUsername: null })).toMatchObject({
      email: m.emailRequired,
      name: m.nameRequired,
      piUsername: m.piUsernameRequired,
      interests: m.interestsRequired,
      agreeToTerms: m.termsRequired,
    });
  });

  it.each(['ada', 'ada@', '@example.com', 'ada@example', 'a da@example.com', 'ada@@x.io'])(
    'refuses %j as an email: Email is invalid',
    (email) => expect(betaSignupErrors({ ...valid, email })).toEqual({ email: m.emailInvalid }),
  );

  it('refuses an email over 254 characters', () => {
    const email = `${'a'.repeat(250)}@x.io`;
    expect(betaSignupErrors({ ...valid, email })).toEqual({ email: m.emailInvalid });
  });

  it('limits the name to 100 and the Pi username to 64 characters', () => {
    expect(
      betaSignupErrors({ ...valid, name: 'n'.repeat(100), piUsername: 'p'.repeat(64) }),
    ).toEqual({});
    expect(
      betaSignupErrors({ ...valid, name: 'n'.repeat(101), piUsername: 'p'.repeat(65) }),
    ).toEqual({ name: m.nameTooLong, piUsername: m.piUsernameTooLong });
  });

  it('refuses NUL bytes and values that are not text', () => {
    expect(
      betaSignupErrors({ ...valid, name: 'a\u0000b', email: ['a@b.co'], piUsername: 7 }),
    ).toEqual({ name: m.noNul, email: m.emailInvalid, piUsername: m.piUsernameNotText });
  });

  it('checks the options against their lists', () => {
    expect(
      betaSignupErrors({
        ...valid,
        deviceType: 'tv',
        experience: 'expert',
        referralSource: 'radio',
      }),
    ).toEqual({
      deviceType: m.deviceTypeInvalid,
      experience: m.experienceInvalid,
      referralSource: m.referralSourceInvalid,
    });
  });

  it('needs at least one known interest, each once', () => {
    expect(betaSignupErrors({ ...valid, interests: [] })).toEqual({
      interests: m.interestsRequired,
    });
    expect(betaSignupErrors({ ...valid, interests: 'powt' })).toEqual({
      interests: m.interestsRequired,
    });
    expect(betaSignupErrors({ ...valid, interests: ['tv'] })).toEqual({
      interests: m.interestInvalid,
    });
    expect(betaSignupErrors({ ...valid, interests: ['powt', 'powt'] })).toEqual({
      interests: m.interestsRepeated,
    });
  });

  it('needs the terms ticked: true, not "true"', () => {
    for (const agreeToTerms of [false, 'true', 1, undefined]) {
      expect(betaSignupErrors({ ...valid, agreeToTerms })).toEqual({
        agreeToTerms: m.termsRequired,
      });
    }
  });

  it('accepts every option of the specification', () => {
    for (const deviceType of ['mobile', 'desktop', 'both']) {
      for (const experience of ['beginner', 'intermediate', 'advanced']) {
        for (const referralSource of [
          '',
          'pi_network',
          'social_media',
          'friend',
          'search',
          'other',
        ]) {
          const input = { ...valid, deviceType, experience, referralSource };
          expect(betaSignupErrors(input)).toEqual({});
        }
      }
    }
    const interests = ['payments', 'content', 'social', 'rewards', 'powt'];
    expect(betaSignupErrors({ ...valid, interests })).toEqual({});
  });
});

describe('betaIdPattern', () => {
  it('matches QTN-BETA- and 12 Crockford base-32 characters', () => {
    expect(betaIdPattern.test('QTN-BETA-7K3M9Q2P0ABC')).toBe(true);
    expect(betaIdPattern.test('QTN-BETA-7K3M9Q2P')).toBe(false);
    expect(betaIdPattern.test('QTN-BETA-7K3M9Q2P0ABI')).toBe(false);
  });
});

describe('betaSignupsQuerySchema', () => {
  it('defaults to the first page and refuses odd pages and formats', () => {
    expect(betaSignupsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(betaSignupsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(betaSignupsQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
    expect(betaSignupsQuerySchema.safeParse({ format: 'xml' }).success).toBe(false);
  });
});
