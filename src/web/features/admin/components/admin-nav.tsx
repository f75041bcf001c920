import { NavLink } from 'react-router';
import { cn } from '@/web/components/ui/cn';
import { paths } from '@/web/lib/paths';

/** The admin pages, in one list: a new admin page adds its line here. */
export const adminNavLinks = [
  { to: paths.adminTransactions, label: 'Transactions' },
  { to: paths.adminSecurity, label: 'Security Center' },
  { to: paths.adminContent, label: 'Add Content' },
  { to: paths.adminAnalytics, label: 'Analytics' },
];

/** Links between the admin pages, shown at the top of each. */
export function AdminNav() {
  return (
    <nav aria-label="Admin pages" className="-mt-4 mb-8">
      <ul className="flex flex-wrap gap-2 text-sm">
        {adminNavLinks.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              className={({ isActive }) =>
                cn(
                  'inline-block rounded-lg px-3 py-1.5 font-medium ring-1 ring-white/10 transition',
                  isActive ? 'bg-white text-ink-900' : 'text-slate-300 hover:bg-white/5',
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
