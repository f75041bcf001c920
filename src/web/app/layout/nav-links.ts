export interface NavLink {
  to: string;
  label: string;
}

/** The header's links, in the specification's order. */
export const navLinks: NavLink[] = [
  { to: '/about', label: 'About Us' },
  { to: '/features', label: 'Features' },
  { to: '/content', label: 'Watch & Earn' },
  { to: '/games', label: 'Games' },
  { to: '/beta', label: 'Join Beta' },
  { to: '/wallet', label: 'QTT Wallet' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
];

/** Shown only to signed-in users. */
export const securityLink: NavLink = { to: '/admin/security', label: 'Security' };
