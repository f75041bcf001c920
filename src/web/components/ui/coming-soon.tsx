import { ArrowRight, Check, Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/web/lib/paths';
import { Badge } from './badge';
import { ButtonLink } from './button';
import { Card } from './card';
import { Page } from './page';

export interface ComingSoonLink {
  to: string;
  label: string;
}

const defaultLinks: ComingSoonLink[] = [
  { to: paths.features, label: 'See what QTN does' },
  { to: paths.earn, label: 'Ways to earn' },
];

/**
 * The honest stand-in for a part of QTN that a later release builds: it says so plainly,
 * lists what the part will do, and points to pages that already work.
 */
export function ComingSoon({
  eyebrow,
  title,
  lead,
  bullets,
  bulletsHeading = 'What it will do',
  links = defaultLinks,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  bullets: ReactNode[];
  bulletsHeading?: string;
  links?: ComingSoonLink[];
  /** Extra detail shown inside the card, under the list. */
  children?: ReactNode;
}) {
  return (
    <Page eyebrow={eyebrow} title={title} lead={lead}>
      <Card className="max-w-3xl">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-500/15 text-brand-300 ring-1 ring-brand-400/30">
            <Construction className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <Badge tone="warning">Coming soon</Badge>
            <h2 className="mt-2 text-lg font-semibold text-white">
              This part of QTN is being built
            </h2>
            <p className="mt-1 text-sm text-slate-400">
              It is not open yet. We would rather show you an honest page than a half-working one.
            </p>
          </div>
        </div>

        <h3 className="mt-6 text-xs font-semibold tracking-widest text-slate-500 uppercase">
          {bulletsHeading}
        </h3>
        <ul className="mt-3 space-y-2.5">
          {bullets.map((b, i) => (
            <li key={i} className="flex gap-3 text-sm text-slate-300">
              <Check className="mt-0.5 size-4 shrink-0 text-accent-400" aria-hidden />
              <span>{b}</span>
            </li>
          ))}
        </ul>
        {children}

        {links.length > 0 && (
          <div className="mt-6 border-t border-white/10 pt-5">
            <p className="text-sm text-slate-400">Open now:</p>
            <div className="mt-3 flex flex-wrap gap-3">
              {links.map((l, i) => (
                <ButtonLink
                  key={l.to}
                  to={l.to}
                  size="sm"
                  variant={i === 0 ? 'primary' : 'secondary'}
                >
                  {l.label}
                  <ArrowRight className="size-4" aria-hidden />
                </ButtonLink>
              ))}
            </div>
          </div>
        )}
      </Card>
    </Page>
  );
}
