import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';
import { LegalContact } from './legal-contact';
import { LegalList, type LegalSectionData } from './legal-section';
import { TermsEarning, TermsEnforcement, TermsProhibited, TermsQtt } from './terms-rewards';
import { TermsPi, TermsVaults } from './terms-vaults-pi';

const linkClass = 'font-medium text-accent-300 underline underline-offset-2 hover:text-white';

export const termsSections: LegalSectionData[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    body: (
      <p>
        These terms govern your use of QTN, its website, the app inside the Pi Browser and the QTT
        token within it. By creating an account or using QTN you agree to them and to our{' '}
        <Link to={paths.privacy} className={linkClass}>
          Privacy Policy
        </Link>
        . If you do not agree, please do not use QTN.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <LegalList>
        <li>One person, one account. Give accurate details when you sign up.</li>
        <li>
          Your username must be unique and must not impersonate anyone or be offensive. You sign in
          with it or with your email, or with Pi in the Pi Browser.
        </li>
        <li>
          Keep your password and second factor safe. You are responsible for what happens on your
          account; tell us at once if you think someone else has used it.
        </li>
      </LegalList>
    ),
  },
  { id: 'qtt', title: 'QTT tokens', body: <TermsQtt /> },
  { id: 'earning', title: 'Earning rewards', body: <TermsEarning /> },
  { id: 'prohibited', title: 'Prohibited conduct', body: <TermsProhibited /> },
  { id: 'enforcement', title: 'Fraud and reversed rewards', body: <TermsEnforcement /> },
  { id: 'vaults', title: 'Vaults', body: <TermsVaults /> },
  { id: 'pi-payments', title: 'Pi payments', body: <TermsPi /> },
  {
    id: 'third-parties',
    title: 'Third-party content',
    body: (
      <p>
        Some videos come from YouTube and some games are hosted by other providers. Their own terms
        apply when you use them, and we are not responsible for their content or availability.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'A service in beta',
    body: (
      <p>
        QTN is under active development and provided &ldquo;as is&rdquo;. Features may change, pause
        or end, and the service may be unavailable at times. If an error credits or debits QTT
        wrongly, we may correct it with a reversing entry in the ledger.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, QTN is not liable for indirect or consequential losses, for
        any change in what QTT might be worth to you, or for losses caused by Pi Network, YouTube or
        other third parties. Nothing in these terms limits rights you have by law that cannot be
        limited.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Closing your account',
    body: (
      <p>
        You may stop using QTN and ask us to close your account at any time. We may suspend or close
        an account that breaks these terms, as described above. QTT has no guaranteed monetary
        value, so a closed account is not paid out.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as QTN evolves. We will change the date at the top of the page and
        tell signed-in members in the app about significant changes before they take effect. If you
        keep using QTN after that, the new terms apply.
      </p>
    ),
  },
  { id: 'contact', title: 'Contact us', body: <LegalContact topic="these terms" /> },
];
