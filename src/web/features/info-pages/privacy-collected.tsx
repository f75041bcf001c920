import { LegalList, Term } from './legal-section';

/** The body of the "Information we collect" section, the longest part of the policy. */
export function PrivacyCollected() {
  return (
    <>
      <p>We collect only what we need to run your account, verify rewards and keep QTN fair.</p>
      <LegalList>
        <li>
          <Term>Account details.</Term> Your email address, your username (the display name you
          choose at sign-up, which you also sign in with) and your password, which we store only as
          a one-way hash. If you use two-factor authentication, we keep the factor you enrolled.
        </li>
        <li>
          <Term>Wallet address.</Term> If you connect a browser wallet to use on-chain vaults, we
          record its address and the vaults you create with it.
        </li>
        <li>
          <Term>Watch and play sessions.</Term> For each watch or game session: the content or game,
          the verified seconds, the heartbeats your player sent (with whether it was visible and
          focused), their timing, your IP address and your browser&apos;s user agent. This evidence
          is what lets the server verify rewards and detect fraud.
        </li>
        <li>
          <Term>Ledger records.</Term> Every QTT movement on your account: rewards, vault locks,
          claims and withdrawals, and Pi exchanges, with their amounts and dates.
        </li>
        <li>
          <Term>Pi Network data.</Term> If you sign in with Pi: your Pi username and Pi user id, the
          access token Pi gives us, and the identifiers and amounts of your Pi payments.
        </li>
        <li>
          <Term>Beta sign-up.</Term> If you join the beta: your name, email, Pi username, device
          type, experience level, interests and how you heard of us.
        </li>
        <li>
          <Term>Analytics events.</Term> Which pages and features are used: the event type, time, an
          analytics session id, your user id when signed in, the page address, the referring page
          and your user agent. IP addresses in analytics are anonymised.
        </li>
      </LegalList>
      <p>
        We do not ask for your real name (except on the beta form), your date of birth, your
        contacts or your precise location.
      </p>
    </>
  );
}
