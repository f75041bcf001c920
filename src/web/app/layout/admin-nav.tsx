import { NavLink } from 'react-router';
import { cn } from '@/web/components/ui/cn';
import { useAuth } from '@/web/lib/auth-context';
import { adminLinks } from './nav-links';

/** The admin pages' own navigation, above any /admin/ page, for admins only; wraps on a phone. */
export function AdminNav() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return null;
  return (
    <nav aria-label="Admin pages" className="border-b border-white/10 bg-ink-900/60">
      <ul className="mx-auto flex w-full max-w-6xl flex-wrap gap-1 px-4 py-2 sm:px-6">
        {adminLinks.map((link) => (
          <li key={link.to} className="shrink-0">
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium transition',
                  isActive
                    ? 'bg-brand-500/20 text-white ring-1 ring-brand-400/40'
                    : 'text-slate-300 hover:bg-white/5 hover:text-white',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
