import type { AnalyticsEventType } from '@/domain/analytics/analytics-rules';

/** Column headings, short enough for a phone's table. */
export const eventLabels: Record<AnalyticsEventType, string> = {
  page_view: 'Page views',
  sign_in: 'Sign-ins',
  sign_up: 'Sign-ups',
  watch_start: 'Watch starts',
  watch_milestone: 'Watch milestones',
  watch_complete: 'Watches completed',
  game_start: 'Game starts',
  game_finish: 'Games finished',
  beta_signup: 'Beta signups',
};
