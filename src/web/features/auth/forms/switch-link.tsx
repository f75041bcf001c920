import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AuthTab } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';

export const authTabPaths: Record<AuthTab, string> = {
  login: paths.login,
  signup: paths.signup,
  forgot: paths.forgotPassword,
};

/** Called by a form to move to another of the three forms (the modal's tabs). */
export type SwitchAuthTab = (tab: AuthTab) => void;

const linkClass =
  'rounded font-medium text-accent-300 underline-offset-2 hover:text-accent-200 hover:underline';

/** In the modal it switches tabs; on a page it is a plain link to that form's page. */
export function SwitchLink({
  tab,
  onSwitch,
  children,
}: {
  tab: AuthTab;
  onSwitch: SwitchAuthTab | undefined;
  children: ReactNode;
}) {
  if (onSwitch) {
    return (
      <button type="button" className={linkClass} onClick={() => onSwitch(tab)}>
        {children}
      </button>
    );
  }
  return (
    <Link to={authTabPaths[tab]} className={linkClass}>
      {children}
    </Link>
  );
}
