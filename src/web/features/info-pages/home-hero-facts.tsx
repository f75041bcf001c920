import { qttPerPi, watchRateQttPerSecond } from '@/domain/constants';
import { formatMultiplier } from './format';
import { topVaultMultiplier } from './vault-figures';

const facts = [
  { value: `${watchRateQttPerSecond} QTT`, label: 'per verified second, paid daily' },
  { value: formatMultiplier(topVaultMultiplier), label: 'top vault multiplier' },
  { value: `${qttPerPi} QTT`, label: 'for every 1 Pi exchanged' },
  { value: '100%', label: 'of rewards decided by the server' },
];

export function HomeHeroFacts() {
  return (
    <dl className="mt-12 grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-white/10 ring-1 ring-white/10 lg:grid-cols-4">
      {facts.map((f) => (
        <div
          key={f.label}
          className="flex flex-col-reverse justify-end gap-1 bg-ink-850/95 p-5 sm:p-6"
        >
          <dt className="text-sm leading-snug text-slate-400">{f.label}</dt>
          <dd className="text-xl font-bold tracking-tight text-white sm:text-3xl">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
