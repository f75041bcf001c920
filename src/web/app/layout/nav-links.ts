import { paths } from '@/web/lib/paths';

export interface NavLink {
  to: string;
  label: string;
}

/** The header's links, in the specification's order. */
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
