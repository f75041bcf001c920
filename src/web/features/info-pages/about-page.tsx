import { ButtonLink } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';
import { AboutAudience } from './about-audience';
import { AboutMission } from './about-mission';
import { AboutVerification } from './about-verification';
import { CtaPanel } from './cta-panel';
import { SectionHeading } from './section-heading';

const glance = [
  { term: 'Earn', detail: 'QTT for verified watch time and for games' },
  { term: 'Hold', detail: 'every reward in a wallet backed by a real ledger' },
  { term: 'Grow', detail: 'QTT locked in vaults for a multiplier' },
  { term: 'Top up', detail: 'with Pi from the Pi Browser' },
];

export function AboutPage() {
  return (
    <Page
      eyebrow="About QTN"
      title="We think your attention is worth something"
      lead="QTN is an attention-rewards app. You earn QTT, our token, for the time you really spend watching and playing, measured and verified by our server rather than guessed by your browser."
    >
      <section aria-labelledby="what-is-qtn" className="grid gap-8 lg:grid-cols-5 lg:gap-12">
        <div className="lg:col-span-3">
          <SectionHeading id="what-is-qtn" title="What QTN is" />
          <div className="mt-4 space-y-4 leading-relaxed text-slate-300">
            <p>
              Platforms already earn from the hours people spend watching. QTN turns that around:
              the time you give becomes QTT in your own wallet. We call the mechanism Proof of Watch
              Time, because every second that pays has to be proven first.
            </p>
            <p>
              Beyond watching, you can play in-app games, lock QTT in time-locked vaults for a
              multiplier, and, inside the Pi Browser, sign in with Pi and exchange Pi for QTT.
            </p>
          </div>
        </div>
        <Card className="lg:col-span-2">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-300 uppercase">
            QTN at a glance
          </p>
          <dl className="mt-4 divide-y divide-white/5">
            {glance.map((g) => (
              <div key={g.term} className="flex gap-4 py-3 first:pt-0 last:pb-0">
                <dt className="w-16 shrink-0 font-semibold text-white">{g.term}</dt>
                <dd className="text-sm leading-relaxed text-slate-400">{g.detail}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </section>
      <AboutMission />
      <AboutVerification />
      <AboutAudience />
      <CtaPanel
        id="credits"
        className="mt-20 sm:mt-24"
        title="Made by the QTN founders"
        actions={
          <>
            <ButtonLink to={paths.beta} size="lg">
              Join the beta
            </ButtonLink>
            <ButtonLink to={paths.features} size="lg" variant="ghost">
              See the features
            </ButtonLink>
          </>
        }
      >
        <p>
          QTN is designed and built by its founders, on a simple idea: attention should pay the
          people who give it.
        </p>
        <p className="mt-4 text-sm font-semibold tracking-[0.3em] text-gradient">
          ATTENTION = CURRENCY
        </p>
      </CtaPanel>
    </Page>
  );
}
