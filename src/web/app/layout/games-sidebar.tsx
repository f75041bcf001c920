import { Gamepad2, House, LogIn, PlayCircle, Wallet } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/web/components/ui/cn';
import { LogsToggle } from '@/web/features/log-console/logs-toggle';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { Logo } from './logo';

// A signed-in player's wallet link shows the balance (the header's, in the bar's shape).
const Balance = lazy(() => import('./header-balance-slot'));

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-w-14 flex-col items-center gap-1 rounded-xl px-1 py-2 text-[11px] font-medium transition',
    isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-white',
  );

/**
 * Under /games the header becomes this bar: a narrow side bar from 640 px, and on a phone a
 * row at the top of the page that scrolls away with it, so the game keeps the whole width.
 * One link per place; a visitor also has Log in.
 */
export function GamesSidebar() {
  const { status, openSignIn } = useAuth();
  // Log in stays a real link to /login, but opens the modal in place when clicked.
  const openModal = (e: React.MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    openSignIn();
  };
  const items = [
    { to: paths.home, label: 'Home', icon: House },
    { to: paths.games, label: 'Games', icon: Gamepad2 },
    { to: paths.content, label: 'Content', icon: PlayCircle },
    { to: paths.wallet, label: 'Wallet', icon: Wallet },
    ...(status === 'signed-in' ? [] : [{ to: paths.login, label: 'Log in', icon: LogIn }]),
  ];
  return (
    <aside
      aria-label="Games navigation"
      className="flex w-full items-center gap-1 border-b border-white/10 bg-ink-950/95 px-1 py-1 sm:fixed sm:inset-y-0 sm:left-0 sm:z-40 sm:w-18 sm:flex-col sm:gap-4 sm:border-r sm:border-b-0 sm:px-0 sm:py-4"
    >
      <div className="hidden sm:block">
        <Logo withWord={false} />
      </div>
      <nav
        aria-label="Games"
        className="flex flex-1 justify-around gap-1 sm:w-full sm:flex-none sm:flex-col sm:justify-start sm:px-1.5"
      >
        {items.map(({ to, label, icon: Icon }) => {
          const link = (
            <NavLink
              key={label}
              to={to}
              end={to === paths.games}
              className={itemClass}
              onClick={to === paths.login ? openModal : undefined}
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          );
          if (to !== paths.wallet || status !== 'signed-in') return link;
          return (
            <Suspense key={label} fallback={link}>
              <Balance layout="bar" className={itemClass({ isActive: false })} />
            </Suspense>
          );
        })}
      </nav>
      <LogsToggle placement="sidebar" className="sm:mt-auto" />
    </aside>
  );
}
