import { LegalContact } from './legal-contact';
import { LegalList, Term, type LegalSectionData } from './legal-section';
import { PrivacyCollected } from './privacy-collected';

export const privacySections: LegalSectionData[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        QTN (&ldquo;we&rdquo;, &ldquo;us&rdquo;) runs the QTN web app, where members earn the QTT
        token for verified watch time and games. This policy explains what personal information we
        collect when you use QTN, why we collect it, how long we keep it and the choices you have.
        It applies to the website, the app inside the Pi Browser and the beta programme.
      </p>
    ),
  },
  { id: 'what-we-collect', title: 'Information we collect', body: <PrivacyCollected /> },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <>
        <LegalList>
          <li>To create your account, sign you in and keep you signed in.</li>
          <li>
            To verify watch and play time, calculate rewards and keep your balance and ledger
            correct.
          </li>
          <li>
            To prevent fraud and abuse, such as multiple accounts, bots or tampering with watch-time
            tracking. This is what the IP address and user agent are for.
          </li>
          <li>To approve and complete Pi payments and credit the QTT they buy.</li>
          <li>To send account emails, such as address confirmation and password resets.</li>
          <li>To run the beta programme and contact the people who joined it.</li>
          <li>To understand, in aggregate, which features are used, and improve them.</li>
        </LegalList>
        <p>We do not sell your personal information, and we do not use it for advertising.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <LegalList>
        <li>
          <Term>Pi Network.</Term> When you sign in with Pi or pay with Pi, we check your access
          token and your payments with the Pi Platform.
        </li>
        <li>
          <Term>Service providers.</Term> Companies that host QTN or deliver our emails process data
          on our behalf and only on our instructions.
        </li>
        <li>
          <Term>Embedded content.</Term> Videos from YouTube and some games are loaded from their
          providers, who receive your IP address and browser details directly and handle them under
          their own privacy policies.
        </li>
        <li>
          <Term>QTN administrators.</Term> Our admins can review recent watch sessions and rewards
          in the Security Center to investigate fraud.
        </li>
        <li>
          <Term>The law.</Term> We disclose information when the law requires it or to protect our
          members and the service from fraud.
        </li>
      </LegalList>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          QTN sets one <Term>session cookie</Term> to keep you signed in. Scripts cannot read it, it
          is only sent to QTN, and outside local development only over HTTPS. The session ends after
          30 minutes of inactivity or 7 days at most, and signing out ends it on the server.
        </p>
        <p>
          Your browser&apos;s local storage also holds an analytics session id (renewed after 30
          minutes of inactivity), your Pi sign-in details if you use Pi, and, for administrators,
          the admin key. QTN sets no advertising cookies; embedded YouTube videos and games may set
          their own.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <LegalList>
        <li>Account details: for as long as your account is open.</li>
        <li>
          Ledger records: the ledger is append-only and every balance is computed from it, so
          entries are kept for as long as needed to keep balances correct and to meet legal
          obligations, including after an account is closed.
        </li>
        <li>
          Watch and play session evidence: for as long as needed to verify rewards and investigate
          suspected fraud, then deleted or anonymised.
        </li>
        <li>Beta sign-ups: until the beta programme ends or you ask us to remove yours.</li>
        <li>Analytics events: kept only in a form that no longer identifies you.</li>
      </LegalList>
    ),
  },
  {
    id: 'security',
    title: 'How we protect it',
    body: (
      <p>
        Passwords are hashed with a memory-hard algorithm and never stored in readable form. Sign-in
        and password reset are rate limited, you can add a second factor with an authenticator app,
        and only the server can move QTT. No system is perfectly secure, so please tell us straight
        away if you think someone has used your account.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <LegalList>
          <li>see the personal information we hold about you and get a copy of it;</li>
          <li>correct information that is wrong;</li>
          <li>ask us to delete your account and personal information;</li>
          <li>object to or restrict some uses, such as analytics;</li>
          <li>withdraw your consent, for example to being contacted about the beta;</li>
          <li>complain to your local data protection authority.</li>
        </LegalList>
        <p>
          When you ask for deletion, we may keep ledger records and fraud evidence where we must; we
          will tell you what we keep and why. Connecting a wallet and using Pi are optional.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        When we change this policy we update the date at the top of the page. If a change affects
        how we use information we already hold, we will tell signed-in members in the app before it
        takes effect.
      </p>
    ),
  },
  { id: 'contact', title: 'Contact us', body: <LegalContact topic="this policy" /> },
];
