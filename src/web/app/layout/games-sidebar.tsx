import { Gamepad2, House, LogIn, PlayCircle, Wallet } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/web/components/ui/cn';
import { LogsToggle } from '@/web/features/log-console/logs-toggle';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { Logo } from './logo';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex flex-col items-center gap-1 rounded-xl px-1 py-2 text-[11px] font-medium transition',
    isActive ? 'bg-white/10 text-white' : 'text-slate-400 hover:bg-white/5 hover:text-white',
  );

/** Under /games the header becomes this narrow side bar. */
export function GamesSidebar() {
  const { status, openSignIn } = useAuth();
  const last =
    status === 'signed-in'
      ? { to: paths.wallet, label: 'My wallet', icon: Wallet }
      : { to: paths.login, label: 'Log in', icon: LogIn };
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
    last,
  ];
  return (
    <aside
      aria-label="Games navigation"
      className="fixed inset-y-0 left-0 z-40 flex w-18 flex-col items-center gap-4 border-r border-white/10 bg-ink-950/95 py-4"
    >
      <Logo withWord={false} />
      <nav aria-label="Games" className="flex w-full flex-col gap-1 px-1.5">
        {items.map(({ to, label, icon: Icon }) => (
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
        ))}
      </nav>
      <LogsToggle placement="sidebar" className="mt-auto" />
    </aside>
  );
}
