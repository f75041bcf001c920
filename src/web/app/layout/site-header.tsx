import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '@/web/components/ui/cn';
import { AuthArea } from '@/web/features/auth/auth-area';
import { useAuth } from '@/web/lib/auth-context';
import { Logo } from './logo';
import { navLinks, securityLink } from './nav-links';
import { useScrolled } from './use-scrolled';

// The signed-in member's balance: it fetches, so it loads after the page (header-balance-slot).
const HeaderBalance = lazy(() => import('./header-balance-slot'));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-2 py-1.5 text-sm font-medium whitespace-nowrap transition',
    isActive ? 'bg-white/10 text-white' : 'text-slate-300 hover:bg-white/5 hover:text-white',
  );

export function SiteHeader() {
  const scrolled = useScrolled();
  const { status } = useAuth();
  const { pathname } = useLocation();
  // The menu is open for one session and page: signing in or out, or any navigation (also one
  // not started from the menu), closes it. The first answer about the session (loading, then
  // signed in or out) is no change: a menu opened while the page still loads stays open.
  const [settled, setSettled] = useState(status === 'loading' ? null : status);
  const [sessionTurn, setSessionTurn] = useState(0);
  if (status !== 'loading' && status !== settled) {
    if (settled !== null) setSessionTurn(sessionTurn + 1);
    setSettled(status);
  }
  const here = `${sessionTurn} ${pathname}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = (next: boolean | ((was: boolean) => boolean)) =>
    setOpenAt(() => ((typeof next === 'function' ? next(open) : next) ? here : null));
  const links = status === 'signed-in' ? [...navLinks, securityLink] : navLinks;

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'sticky top-0 z-40 transition-all duration-300',
        scrolled
          ? 'border-b border-white/10 bg-ink-900/85 shadow-lg shadow-black/30 backdrop-blur-md'
          : 'border-b border-transparent bg-transparent',
      )}
    >
      {/* One height in both styles: a header that shrank at the threshold pulled the page
          back under it, and the two styles flickered. Only colours and shadow change. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 xl:flex">
          {links.map((l) => (
            <NavLink key={l.to} to={l.to} className={linkClass}>
              {l.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center xl:ml-0">
          {status === 'signed-in' && (
            <Suspense fallback={null}>
              <HeaderBalance />
            </Suspense>
          )}
        </div>
        {/* At 1280 px the links, a six-figure balance and a long name only just fit: the
            greeting is what gives way (it truncates), never the page's width. */}
        <div className="hidden min-w-0 xl:block">
          <AuthArea />
        </div>
        <button
          type="button"
          className="rounded-lg p-2 text-slate-200 hover:bg-white/10 xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-nav"
          // Where focus goes when the auth area it was in leaves with the closed menu.
          data-auth-focus
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-6" /> : <Menu className="size-6" />}
        </button>
      </div>
      {open && (
        <div
          id="mobile-nav"
          // A link or button closes the menu, except one that opens a dialog over it (Log in):
          // the menu stays, so focus can return to that button when the dialog closes.
          onClick={(e) =>
            (e.target as HTMLElement).closest('a, button:not([aria-haspopup="dialog"])') &&
            setOpen(false)
          }
          className="border-t border-white/10 bg-ink-900/95 backdrop-blur-md xl:hidden"
        >
          <nav
            aria-label="Mobile"
            className="mx-auto grid max-w-7xl gap-1 px-4 py-3 sm:grid-cols-2 sm:px-6"
          >
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className="mx-auto max-w-7xl border-t border-white/5 px-4 py-3 sm:px-6">
            <AuthArea />
          </div>
        </div>
      )}
    </header>
  );
}
