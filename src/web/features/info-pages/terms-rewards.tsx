import { watchRateQttPerSecond } from '@/domain/constants';
import { LegalList, Term } from './legal-section';

export function TermsQtt() {
  return (
    <>
      <p>
        <Term>QTT tokens have no guaranteed monetary value.</Term> QTT is a reward token used inside
        QTN. It is not money, a deposit, a security or an investment, and nothing on QTN promises
        that QTT can be sold or exchanged for anything, or that it will keep any value.
      </p>
      <p>
        Reference figures shown in the app, such as a US-dollar equivalent, are illustrative and are
        not an offer to buy or sell QTT. QTN does not currently let you exchange QTT for Pi or any
        other currency. Your balance is the total of your entries in the QTN ledger.
      </p>
    </>
  );
}

export function TermsEarning() {
  return (
    <>
      <p>
        Rewards are decided by QTN&apos;s server from evidence it can check, never by your browser.
        In particular:
      </p>
      <LegalList>
        <li>
          Proof of Watch Time pays {watchRateQttPerSecond} QTT per second of verified watch time,
          counted only while the player is visible and focused and never faster than real time. The
          daily usage bonus is limited by a daily budget and scaled down when it is exceeded.
        </li>
        <li>
          A reward-eligible video pays its listed reward once per member. Discovery Only videos pay
          no per-video reward.
        </li>
        <li>Game rewards come from sessions the server issues, checks and scores.</li>
        <li>Daily caps apply, and only one session at a time can earn rewards.</li>
      </LegalList>
      <p>
        We may change reward rates, caps and budgets for the future. Changes apply from the time
        they are made.
      </p>
    </>
  );
}

export function TermsProhibited() {
  return (
    <>
      <p>To keep rewards fair for everyone, you must not:</p>
      <LegalList>
        <li>
          <Term>operate multiple accounts</Term>, or use someone else&apos;s account;
        </li>
        <li>
          <Term>bypass or tamper with watch-time tracking</Term>, for example by forging, replaying
          or altering heartbeats, faking that the player is visible or focused, or modifying the
          player or the requests it sends;
        </li>
        <li>use bots, scripts, emulators or any other automation to watch, play or earn;</li>
        <li>exploit bugs or glitches instead of reporting them to us;</li>
        <li>buy, sell or transfer accounts, or earn on someone else&apos;s behalf;</li>
        <li>
          probe, overload or attack QTN, or try to reach accounts, admin tools or data that are not
          yours;
        </li>
        <li>break the law or the rules of the Pi Network while using QTN.</li>
      </LegalList>
    </>
  );
}

export function TermsEnforcement() {
  return (
    <p>
      If we find or reasonably suspect fraud or a breach of these terms, we may withhold rewards,
      reverse rewards already credited (as a reversing entry in the ledger), cancel vaults funded
      with such rewards, and suspend or close the accounts involved. We decide using the session
      evidence described in the Privacy Policy, and you can ask us to review a decision through the
      contact channels below.
    </p>
  );
}
