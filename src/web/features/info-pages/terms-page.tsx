import { legalLastUpdated } from '@/domain/constants';
import { Page } from '@/web/components/ui/page';
import { LegalDocument } from './legal-document';
import { termsSections } from './terms-sections';

export function TermsPage() {
  return (
    <Page eyebrow="Legal" title="Terms of Use" lead={`Last updated ${legalLastUpdated}`}>
      <LegalDocument
        sections={termsSections}
        summary={
          <>
            <p>
              Earn QTT honestly: one account per person, no bots, and no bypassing or tampering with
              watch-time tracking. Rewards gained by fraud can be withheld or reversed.
            </p>
            <p>
              <strong className="text-white">QTT tokens have no guaranteed monetary value.</strong>{' '}
              Vault rules and Pi payments work as set out below.
            </p>
          </>
        }
      />
    </Page>
  );
}
