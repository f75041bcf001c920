import { Clapperboard } from 'lucide-react';
import { watchRateQttPerSecond } from '@/domain/constants';
import { Card } from '@/web/components/ui/card';
import { paths } from '@/web/lib/paths';
import { ArrowLink } from './arrow-link';
import { CheckList } from './check-list';
import { FeatureSection } from './feature-section';

const secondsPerHour = 3600;

export function FeaturesPowt() {
  const perHour = Math.round(watchRateQttPerSecond * secondsPerHour);
  return (
    <FeatureSection
      id="watch"
      icon={Clapperboard}
      eyebrow="Watch & Earn"
      title="Proof of Watch Time"
      lead={`Earn ${watchRateQttPerSecond} QTT per second of verified watch time. The server measures the time itself, so what you earn is what you really watched.`}
      aside={
        <Card className="bg-gradient-to-br from-brand-600/25 via-ink-800 to-ink-800 p-8">
          <p className="text-sm font-medium text-slate-400">Watch rate</p>
          <p className="mt-2 text-5xl font-bold tracking-tight text-white tabular-nums">
            {watchRateQttPerSecond} <span className="text-2xl text-brand-300">QTT</span>
          </p>
          <p className="mt-1 text-slate-300">per second of verified watch time</p>
          <p className="mt-6 border-t border-white/10 pt-4 text-sm text-slate-400">
            That is {perHour} QTT for a full hour of focused viewing, paid each day as a usage
            bonus. If a day&apos;s total would exceed the daily reward budget, every member&apos;s
            share is scaled down by the same factor.
          </p>
        </Card>
      }
    >
      <CheckList
        items={[
          'Time counts only while the player is visible and focused.',
          'Reward-eligible videos also pay their listed QTT, once, when you have watched 90% of them.',
          'YouTube videos are Discovery Only: your watch time is recorded, with no per-video reward.',
          'Skipping ahead or replaying heartbeats adds nothing, and daily caps apply.',
        ]}
      />
      <ArrowLink to={paths.content} className="mt-6">
        Start watching
      </ArrowLink>
    </FeatureSection>
  );
}
