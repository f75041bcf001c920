import { ArrowLeftRight, Gamepad2, MonitorPlay, Vault } from 'lucide-react';
import { qttPerPi, vaultMinimumQtt } from '@/domain/constants';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { formatMultiplier, formatPiRate } from './format';
import { IconCard } from './icon-card';
import { SectionHeading } from './section-heading';
import { longestLockDays, shortestLockDays, topVaultMultiplier } from './vault-figures';

export function HomeWaysToEarn() {
  return (
    <section aria-labelledby="ways-to-earn" className="mt-20 sm:mt-28">
      <SectionHeading
        id="ways-to-earn"
        eyebrow="Ways to earn"
        title="Four ways to grow your QTT"
        lead="Every one of them runs on rules the server enforces, so the same effort earns the same reward for everyone."
      />
      <div className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <IconCard
          icon={MonitorPlay}
          title="Watch"
          footer={<ArrowLink to={paths.content}>Browse videos</ArrowLink>}
        >
          Earn for verified watch time. YouTube picks are Discovery Only: they count your time but
          carry no per-video reward.
        </IconCard>
        <IconCard
          icon={Gamepad2}
          tone="accent"
          title="Play games"
          footer={<ArrowLink to={paths.games}>Open the Game Center</ArrowLink>}
        >
          Speed Typing, Memory Master and arcade games. The server scores each session from what you
          actually did.
        </IconCard>
        <IconCard
          icon={Vault}
          tone="emerald"
          title="Lock in vaults"
          footer={<ArrowLink to={`${paths.features}#vaults`}>How vaults work</ArrowLink>}
        >
          Lock {vaultMinimumQtt} QTT or more for {shortestLockDays} to {longestLockDays} days and
          claim up to {formatMultiplier(topVaultMultiplier)} when the lock ends.
        </IconCard>
        <IconCard
          icon={ArrowLeftRight}
          tone="amber"
          title="Exchange Pi"
          footer={<ArrowLink to={paths.earnExchange}>Exchange Pi</ArrowLink>}
        >
          In the Pi Browser, turn Pi into QTT at {formatPiRate(qttPerPi)}. Each payment is checked
          with Pi Network and credited once.
        </IconCard>
      </div>
    </section>
  );
}
