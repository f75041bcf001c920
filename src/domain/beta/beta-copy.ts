/**
 * The beta signup's words, word for word (product rules R10; decision 020), and the labels
 * of its options. Both the page and the server read them here, so a message shown under a
 * field is the one the server sends.
 */
export const betaMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  nameRequired: 'Name is required',
  piUsernameRequired: 'Pi Network username is required',
  interestsRequired: 'Please select at least one interest',
  termsRequired: 'You must agree to the terms and conditions',
  success:
    'Thank you for signing up for the beta program! We will contact you soon with further instructions.',
  betaIdLabel: 'Your Beta ID',
  errorTitle: 'Error',
  submit: 'Join Beta Program',
  submitting: 'Submitting...',
  // Ours, where the earlier version had none.
  nameTooLong: 'Name must be 100 characters or fewer',
  piUsernameTooLong: 'Pi Network username must be 64 characters or fewer',
  nameNotText: 'Name must be text',
  piUsernameNotText: 'Pi Network username must be text',
  noNul: 'Text cannot contain NUL characters',
  deviceTypeInvalid: 'Choose mobile, desktop or both',
  experienceInvalid: 'Choose beginner, intermediate or advanced',
  interestInvalid: 'Choose interests from the list',
  interestsRepeated: 'Choose each interest once',
  referralSourceInvalid: 'Choose how you heard about us from the list',
} as const;

/** 'Failed to submit beta signup: API error: 503 Service Unavailable' (error catalogue). */
export function betaSubmitFailedMessage(status: number, statusText: string): string {
  return `Failed to submit beta signup: API error: ${status} ${statusText}`.trimEnd();
}

export const betaDeviceTypes = ['mobile', 'desktop', 'both'] as const;
export type BetaDeviceType = (typeof betaDeviceTypes)[number];
export const betaDeviceTypeLabels: Record<BetaDeviceType, string> = {
  mobile: 'Mobile',
  desktop: 'Desktop',
  both: 'Both',
};

export const betaExperienceLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type BetaExperience = (typeof betaExperienceLevels)[number];
export const betaExperienceLabels: Record<BetaExperience, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const betaInterests = ['payments', 'content', 'social', 'rewards', 'powt'] as const;
export type BetaInterest = (typeof betaInterests)[number];
export const betaInterestLabels: Record<BetaInterest, string> = {
  payments: 'Pi Payments',
  content: 'Content Creation',
  social: 'Social Features',
  rewards: 'Rewards & Incentives',
  powt: 'Proof of Watch Time',
};

/** '' is "not given": the select's empty "Select…" option. */
export const betaReferralSources = [
  '',
  'pi_network',
  'social_media',
  'friend',
  'search',
  'other',
] as const;
export type BetaReferralSource = (typeof betaReferralSources)[number];
export const betaReferralSourceLabels: Record<BetaReferralSource, string> = {
  '': 'Select…',
  pi_network: 'Pi Network',
  social_media: 'Social Media',
  friend: 'Friend',
  search: 'Search Engine',
  other: 'Other',
};

/** The benefits list of the page. */
export const betaBenefits = [
  'Early access to new features before anyone else',
  'Special Pi rewards for beta testers',
  'Influence on development: your feedback shapes what we build',
  'A community of early testers to share ideas with',
  'A place in the QTN Hall of Fame',
] as const;
