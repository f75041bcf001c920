import { Coins } from 'lucide-react';
import {
  piPerQtt,
  qttPerPi,
  vaultMultiplierTiers,
  watchRateQttPerSecond,
} from '@/domain/constants';
import { Card } from '@/web/components/ui/card';

const topMultiplier = Math.max(...vaultMultiplierTiers.map((t) => t.multiplier));

const facts = [
  `Earn ${watchRateQttPerSecond} QTT per second of verified watch time (Proof of Watch Time).`,
  'Earn more by playing games that reward skill and memory.',
  `Lock QTT in a vault for a reward multiplier of up to\u00a0${topMultiplier}×.`,
  `Exchange with Pi at 1\u00a0Pi\u00a0=\u00a0${qttPerPi}\u00a0QTT (1\u00a0QTT\u00a0=\u00a0${piPerQtt}\u00a0Pi).`,
];

export function AboutQtt() {
  return (
    <Card>
      <div className="flex items-center gap-3">
        <Coins className="size-5 text-accent-400" aria-hidden />
        <h2 className="text-lg font-semibold text-white">About QTT</h2>
      </div>
      <p className="mt-2 text-sm text-slate-400">
        QTT, the QualityTime Token, rewards the attention you give. Here is how to earn it:
      </p>
      <ul className="mt-4 space-y-2.5 text-sm text-slate-300">
        {facts.map((fact) => (
          <li key={fact} className="flex gap-2.5">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent-400" aria-hidden />
            {fact}
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-slate-500">
        QTT is a reward token with no guaranteed monetary value. Rates shown are indicative.
      </p>
    </Card>
  );
}
