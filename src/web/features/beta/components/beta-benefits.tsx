import { Sparkles } from 'lucide-react';
import { betaBenefits } from '@/domain/beta/beta-copy';
import { Card } from '@/web/components/ui/card';

export function BetaBenefits() {
  return (
    <Card className="grid gap-4">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
        <Sparkles className="size-5 text-accent-300" aria-hidden />
        Beta benefits
      </h2>
      <ul className="grid gap-3">
        {betaBenefits.map((benefit) => (
          <li key={benefit} className="flex gap-3 text-sm text-slate-300">
            <span
              className="mt-1.5 size-2 shrink-0 rounded-full bg-gradient-to-r from-brand-400 to-accent-400"
              aria-hidden
            />
            {benefit}
          </li>
        ))}
      </ul>
    </Card>
  );
}
