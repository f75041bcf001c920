import { ArrowLeftRight, Clock, Coins, Gamepad2, PenSquare, PlayCircle } from 'lucide-react';
import { qttPerPi, watchRateQttPerSecond } from '@/domain/constants';
import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Link } from 'react-router';
import type { WalletSummary } from '@/domain/api/wallet';
import { paths } from '@/web/lib/paths';
import { formatAmount, formatWatchTime } from '../wallet-format';
import { PilotPoolCard } from './pilot-pool-card';
import { TodayProgressCard } from './today-progress-card';

const otherWays = [
  {
    to: paths.earnGames,
    title: 'Play Games',
    text: 'Earn QTT in skill and memory games.',
    icon: Gamepad2,
  },
  {
    to: paths.earnContent,
    title: 'Create Content',
    text: 'Publish content that others watch.',
    icon: PenSquare,
  },
  {
    to: paths.earnExchange,
    title: 'Exchange Pi',
    text: `Turn Pi into QTT at 1 Pi = ${qttPerPi} QTT.`,
    icon: ArrowLeftRight,
  },
] as const;

/** Today's real figures (product rules R2), not static ones; absent in local mode. */
export function EarnTab({
  today,
  streak,
}: {
  today: WalletSummary['today'] | undefined;
  streak: number | undefined;
}) {
  return (
    <div className="space-y-6">
      {today && streak !== undefined && <TodayProgressCard today={today} streak={streak} />}
      <Card role="region" aria-labelledby="earn-powt-title">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-accent-500/15 text-accent-300">
            <PlayCircle className="size-5" aria-hidden />
          </span>
          <h2 id="earn-powt-title" className="text-lg font-semibold text-white">
            Proof of Watch Time
          </h2>
        </div>
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          <Figure
            icon={Coins}
            label="QTT earned today"
            value={today ? `${formatAmount(today.earned)} QTT` : '—'}
          />
          <Figure
            icon={Clock}
            label="Time watched today"
            value={today ? formatWatchTime(today.watchSeconds) : '—'}
          />
        </dl>
        <p className="mt-4 text-sm text-slate-400">
          {watchRateQttPerSecond} QTT per second of verified watch time, paid after midnight UTC as
          the daily usage bonus (scaled to the day's budget). A video with a listed reward also pays
          it once you have watched 90% of it.
        </p>
        <ButtonLink to={paths.content} className="mt-5 w-full sm:w-auto">
          <PlayCircle className="size-4" aria-hidden />
          Browse Content
        </ButtonLink>
      </Card>
      <PilotPoolCard payoutAt={today?.usageBonusAt} />
      <section aria-labelledby="other-ways">
        <h2 id="other-ways" className="text-lg font-semibold text-white">
          Other ways to earn
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {otherWays.map(({ to, title, text, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-start gap-3 rounded-2xl bg-ink-800/80 p-4 ring-1 ring-white/10 transition hover:bg-ink-700/80 hover:ring-brand-400/40 focus-visible:outline-2 focus-visible:outline-accent-400"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden />
                <span>
                  <span className="block font-semibold text-white">{title}</span>
                  <span className="block text-sm text-slate-400">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Figure({
  icon: Icon,
  label,
  value,
}: {
  icon: typeof Coins;
  label: string;
  value: string;
}) {
  return (
    <div className="rounded-xl bg-ink-900/80 p-4 ring-1 ring-white/10">
      <dt className="flex items-center gap-2 text-xs text-slate-500">
        <Icon className="size-3.5" aria-hidden />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-white">{value}</dd>
    </div>
  );
}
