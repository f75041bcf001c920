import { z } from 'zod';
import {
  betaDeviceTypes,
  betaExperienceLevels,
  betaInterests,
  betaMessages as m,
  betaReferralSources,
} from '../beta/beta-copy';
import { isoTimestamp, text } from './fields';

/**
 * The beta signup (decision 020). One schema judges the form in the browser and
 * the request on the server, so both give the same message under the same field.
 */

const hasNul = (v: string) => v.includes('\u0000');

/** Required text: missing, null or blank reads as "required"; NUL bytes are refused. */
const requiredText = (max: number, required: string, tooLong: string, notText: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? required : notText) })
    .refine((v) => !hasNul(v), { message: m.noNul, abort: true })
    .trim()
    .min(1, { message: required, abort: true })
    .max(max, tooLong);

export const betaEmailMaxLength = 254;
export const betaNameMaxLength = 100;
export const betaPiUsernameMaxLength = 64;

// Deliberately loose ("looks like an address"): the form asks no more, and a
// stricter pattern refuses real addresses.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const betaSignupRequestSchema = z.object({
  email: requiredText(betaEmailMaxLength, m.emailRequired, m.emailInvalid, m.emailInvalid)
    .regex(emailPattern, m.emailInvalid)
    .transform((v) => v.toLowerCase()),
  name: requiredText(betaNameMaxLength, m.nameRequired, m.nameTooLong, m.nameNotText),
  piUsername: requiredText(
    betaPiUsernameMaxLength,
    m.piUsernameRequired,
    m.piUsernameTooLong,
    m.piUsernameNotText,
  ),
  deviceType: z.enum(betaDeviceTypes, { error: m.deviceTypeInvalid }).default('mobile'),
  experience: z.enum(betaExperienceLevels, { error: m.experienceInvalid }).default('beginner'),
  interests: z
    .array(z.enum(betaInterests, { error: m.interestInvalid }), { error: m.interestsRequired })
    .min(1, m.interestsRequired)
    .refine((list) => new Set(list).size === list.length, m.interestsRepeated),
  referralSource: z.enum(betaReferralSources, { error: m.referralSourceInvalid }).default(''),
  agreeToTerms: z.literal(true, { error: m.termsRequired }),
});
export type BetaSignupRequest = z.infer<typeof betaSignupRequestSchema>;

/** The form as a person fills it in (every field present, the terms box possibly unticked). */
export interface BetaSignupForm {
  email: string;
  name: string;
  piUsername: string;
  deviceType: BetaSignupRequest['deviceType'];
  experience: BetaSignupRequest['experience'];
  interests: BetaSignupRequest['interests'];
  referralSource: BetaSignupRequest['referralSource'];
  agreeToTerms: boolean;
}
export type BetaSignupField = keyof BetaSignupForm;

/** The form's defaults: the page starts here and returns here after a signup. */
export const betaSignupDefaults: BetaSignupForm = {
  email: '',
  name: '',
  piUsername: '',
  deviceType: 'mobile',
  experience: 'beginner',
  interests: [],
  referralSource: '',
  agreeToTerms: false,
};

export type BetaSignupErrors = Partial<Record<BetaSignupField, string>>;

/** Every field's first problem at once (the form checks them all together). */
export function betaSignupErrors(input: unknown): BetaSignupErrors {
  const result = betaSignupRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: BetaSignupErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in betaSignupDefaults) {
      errors[field as BetaSignupField] ??= issue.message;
    }
  }
  return errors;
}

/** A Beta ID: `QTN-BETA-` and 12 characters of Crockford base 32. */
export const betaIdPattern = /^QTN-BETA-[0-9A-HJKMNP-TV-Z]{12}$/;

export const betaSignupResponseSchema = z.object({
  betaId: z.string().regex(betaIdPattern),
});
export type BetaSignupResponse = z.infer<typeof betaSignupResponseSchema>;

/** GET beta-signups (admin): a page of signups, newest first, optionally searched. */
export const betaSignupsQuerySchema = z.object({
  q: text({ max: 100, label: 'Search' }).optional(),
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int('Page must be a whole number.')
    .min(1, 'Page must be 1 or more.')
    .max(10_000, 'Page must be 10000 or less.')
    .default(1),
  format: z.enum(['json', 'csv'], { error: 'Format must be json or csv.' }).optional(),
});
export type BetaSignupsQuery = z.infer<typeof betaSignupsQuerySchema>;

export const betaSignupsPageSize = 25;

export const betaSignupRowSchema = z.object({
  betaId: z.string(),
  email: z.string(),
  name: z.string(),
  piUsername: z.string(),
  deviceType: z.enum(betaDeviceTypes),
  experience: z.enum(betaExperienceLevels),
  interests: z.array(z.string()),
  referralSource: z.string(),
  signedIn: z.boolean(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type BetaSignupRow = z.infer<typeof betaSignupRowSchema>;

export const betaSignupsResponseSchema = z.object({
  signups: z.array(betaSignupRowSchema),
  /** Signups matching the search (all of them without one). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BetaSignupsResponse = z.infer<typeof betaSignupsResponseSchema>;

/** The CSV's header row, exactly. */
export const betaCsvColumns = [
  'betaId',
  'email',
  'name',
  'piUsername',
  'deviceType',
  'experience',
  'interests',
  'referralSource',
  'createdAt',
] as const;
export const betaCsvFileName = 'beta-signups.csv';
