import { Link } from 'react-router';
import { ButtonLink } from '@/web/components/ui/button';
import { Page } from '@/web/components/ui/page';
import { paths } from '@/web/lib/paths';
import { CtaPanel } from './cta-panel';
import { FeaturesComingSoon } from './features-coming-soon';
import { FeaturesGames } from './features-games';
import { FeaturesPi } from './features-pi';
import { FeaturesPowt } from './features-powt';
import { FeaturesVaults } from './features-vaults';
import { FeaturesWallet } from './features-wallet';

const jumpLinks = [
  { href: '#watch', label: 'Proof of Watch Time' },
  { href: '#games', label: 'Games' },
  { href: '#wallet', label: 'Wallet' },
  { href: '#vaults', label: 'Vaults' },
  { href: '#pi', label: 'Pi exchange' },
  { href: '#coming-soon', label: 'Coming soon' },
];

export function FeaturesPage() {
  return (
    <Page
      eyebrow="Features"
      title="Everything QTN does for your attention"
      lead="Earn QTT from verified watch time and games, keep it in a wallet backed by a real ledger, multiply it in vaults and top it up with Pi."
    >
      <nav aria-label="On this page" className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {jumpLinks.map((l) => (
            <li key={l.href}>
              <Link
                to={l.href}
                className="inline-flex rounded-full bg-white/5 px-3.5 py-1.5 text-sm font-medium text-slate-300 ring-1 ring-white/10 transition hover:bg-white/10 hover:text-white"
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <FeaturesPowt />
      <FeaturesGames />
      <FeaturesWallet />
      <FeaturesVaults />
      <FeaturesPi />
      <FeaturesComingSoon />
      <CtaPanel
        id="features-cta"
        className="mt-20 sm:mt-28"
        title="Ready to put your attention to work?"
        actions={
          <>
            <ButtonLink to={paths.content} size="lg">
              Start watching
            </ButtonLink>
            <ButtonLink to={paths.beta} size="lg" variant="ghost">
              Join the beta
            </ButtonLink>
          </>
        }
      >
        Pick a video, press play and watch your verified time turn into QTT.
      </CtaPanel>
    </Page>
  );
}
