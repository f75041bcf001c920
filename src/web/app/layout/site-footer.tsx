import { Link } from 'react-router';
import { cn } from '@/web/components/ui/cn';
import { logsToggleClearance } from '@/web/features/log-console/logs-toggle';
import { paths } from '@/web/lib/paths';

const columns = [
  {
    title: 'Product',
    links: [
      { to: paths.content, label: 'Watch & Earn' },
      { to: paths.games, label: 'Games' },
      { to: paths.wallet, label: 'QTT Wallet' },
      { to: paths.earn, label: 'Ways to earn' },
    ],
  },
  {
    title: 'Company',
    links: [
      { to: paths.about, label: 'About Us' },
      { to: paths.features, label: 'Features' },
      { to: paths.beta, label: 'Join Beta' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.privacy, label: 'Privacy' },
      { to: paths.terms, label: 'Terms' },
    ],
  },
];

export function SiteFooter() {
  return (
    // Its foot keeps room for the floating Logs toggle, so the end of a page is never under it.
    <footer className={cn('mt-16 border-t border-white/10 bg-ink-950/60', logsToggleClearance)}>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold text-white">QTN</p>
          <p className="mt-2 max-w-xs text-sm text-slate-400">
            Earn QTT for the attention you give. Verified watch time, fair games, honest rewards.
          </p>
        </div>
        {columns.map((c) => (
          <nav key={c.title} aria-label={c.title}>
            <p className="text-xs font-semibold tracking-widest text-slate-500 uppercase">
              {c.title}
            </p>
            <ul className="mt-3 space-y-2">
              {c.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-slate-300 hover:text-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/5">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 pt-5 pb-16 text-xs text-slate-500 sm:flex-row sm:px-6 sm:pb-16">
          <p>Built with care by the QTN founders.</p>
          <p className="font-semibold tracking-[0.3em] text-gradient">ATTENTION = CURRENCY</p>
        </div>
      </div>
    </footer>
  );
}
