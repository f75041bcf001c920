import { CirclePlay } from 'lucide-react';
import { ButtonLink } from '@/web/components/ui/button';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';
import { CtaPanel } from './cta-panel';
import { HomeHeroFacts } from './home-hero-facts';
import { HomeHowItWorks } from './home-how-it-works';
import { HomeVaultTeaser } from './home-vault-teaser';
import { HomeWaysToEarn } from './home-ways-to-earn';

export function HomePage() {
  return (
    <Page
      eyebrow="ATTENTION = CURRENCY"
      title={
        <span className="block text-4xl leading-[1.1] sm:text-6xl">
          Get rewarded for the <span className="text-gradient">attention</span> you give
        </span>
      }
      lead="QTN pays you in QTT for verified watch time and fair games. Keep it in your wallet, lock it in a vault to multiply it, or top up with Pi from the Pi Browser."
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.content} size="lg">
          <CirclePlay className="size-5" aria-hidden />
          Start watching
        </ButtonLink>
        <ButtonLink to={paths.features} size="lg" variant="secondary">
          Explore features
        </ButtonLink>
      </div>
      <HomeHeroFacts />
      <HomeHowItWorks />
      <HomeWaysToEarn />
      <HomeVaultTeaser />
      <CtaPanel
        id="join-beta"
        className="mt-20 sm:mt-28"
        title="Help shape QTN"
        actions={
          <>
            <ButtonLink to={paths.beta} size="lg">
              Join the beta
            </ButtonLink>
            <ButtonLink to={paths.about} size="lg" variant="ghost">
              About QTN
            </ButtonLink>
          </>
        }
      >
        Join the beta for early access, special Pi rewards and a real say in what we build next.
      </CtaPanel>
    </Page>
  );
}
