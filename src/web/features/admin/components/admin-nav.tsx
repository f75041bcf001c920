import { NavLink } from 'react-router';
import { cn } from '@/web/components/ui/cn';
import { paths } from '@/web/lib/paths';

/** The admin pages, one row each; a new admin page adds its link here. */
const adminLinks = [
  { to: paths.adminTransactions, label: 'Transactions' },
  { to: paths.adminSecurity, label: 'Security' },
  { to: paths.adminContent, label: 'Content' },
  { to: paths.adminPilot, label: 'Pilot rewards' },
] as const;

/** Moves between the admin pages; wraps onto a second row on a narrow screen. */
export function AdminNav() {
  return (
    <nav aria-label="Admin pages" className="-mt-4 mb-8">
      <ul className="inline-flex flex-wrap gap-1 rounded-2xl bg-ink-900/80 p-1 ring-1 ring-white/10">
        {adminLinks.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end
              className={({ isActive }) =>
                cn(
                  'flex h-9 items-center rounded-xl px-3 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-accent-400',
                  isActive
                    ? 'bg-brand-500/20 text-white ring-1 ring-brand-400/40'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white',
                )
              }
            >
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
