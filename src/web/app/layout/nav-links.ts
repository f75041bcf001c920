import { paths } from '@/web/lib/paths';

export interface NavLink {
  to: string;
  label: string;
}

/** The header's links, in the earlier version's order. */
export const navLinks: NavLink[] = [
  { to: paths.about, label: 'About Us' },
  { to: paths.features, label: 'Features' },
  { to: paths.content, label: 'Watch & Earn' },
  { to: paths.games, label: 'Games' },
  { to: paths.beta, label: 'Join Beta' },
  { to: paths.wallet, label: 'QTT Wallet' },
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
];

/** Shown only to signed-in users. */
export const securityLink: NavLink = { to: paths.adminSecurity, label: 'Security' };

/** The admin pages, linked from each other (AdminNav); one line per page. */
export const adminLinks: NavLink[] = [
  { to: paths.adminTransactions, label: 'Transactions' },
  { to: paths.adminSecurity, label: 'Security Center' },
  { to: paths.adminContent, label: 'Add Content' },
  { to: paths.adminBeta, label: 'Beta Signups' },
  { to: paths.adminPilot, label: 'Pilot Rewards' },
  { to: paths.adminAnalytics, label: 'Analytics' },
];
