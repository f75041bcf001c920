import { legalLastUpdated } from '@/domain/constants';
import { Page } from '@/web/components/ui/page';
import { LegalDocument } from './legal-document';
import { privacySections } from './privacy-sections';

export function PrivacyPage() {
  return (
    <Page eyebrow="Legal" title="Privacy Policy" lead={`Last updated ${legalLastUpdated}`}>
      <LegalDocument
        sections={privacySections}
        summary={
          <>
            <p>
              We collect your{' '}
              <strong className="text-white">email, username and wallet address</strong> to run your
              account, evidence of your watch sessions (watch seconds, heartbeats, IP address and
              user agent) to verify rewards and prevent fraud, and analytics events to improve QTN.
            </p>
            <p>We never sell your data or use it for advertising.</p>
          </>
        }
      />
    </Page>
  );
}
