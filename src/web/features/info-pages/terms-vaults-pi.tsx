import {
  eliteStakerThresholdQtt,
  qttPerPi,
  vaultEarlyWithdrawalPenaltyPercent,
  vaultMinimumQtt,
} from '@/domain/constants';
import { formatPiRate } from './format';
import { LegalList } from './legal-section';
import { longestLockDays, shortestLockDays } from './vault-figures';
import { VaultTierTable } from './vault-tier-table';

export function TermsVaults() {
  const keptPercent = 100 - vaultEarlyWithdrawalPenaltyPercent;
  return (
    <>
      <LegalList>
        <li>
          A vault locks at least {vaultMinimumQtt} QTT (to two decimal places) for{' '}
          {shortestLockDays} to {longestLockDays} whole days. The principal moves from your wallet
          into the vault when you create it.
        </li>
        <li>
          The multiplier is fixed when you create the vault, by its duration, from the table below.
          Its reward is reserved at that moment.
        </li>
        <li>
          After the unlock time you can claim once and receive the principal times the multiplier.
        </li>
        <li>
          While the vault is locked you can withdraw early, once. You then receive {keptPercent}% of
          the principal: the {vaultEarlyWithdrawalPenaltyPercent}% early-withdrawal penalty and the
          reserved reward are not paid.
        </li>
        <li>
          Elite staker status, at {eliteStakerThresholdQtt} QTT or more locked, is a recognition in
          the app and carries no other entitlement.
        </li>
        <li>
          On-chain vaults run on a test network, with test tokens and the multipliers of their
          contract.
        </li>
      </LegalList>
      <VaultTierTable className="max-w-lg" />
    </>
  );
}

export function TermsPi() {
  return (
    <>
      <p>
        In the Pi Browser you can buy QTT with Pi at {formatPiRate(qttPerPi)}. Before we approve a
        payment we check it with the Pi Platform, and we credit QTT once the payment is complete,
        exactly once per payment. If a payment does not complete, no QTT is credited; payments left
        incomplete are resolved the next time you sign in with Pi.
      </p>
      <p>
        Pi, your Pi account and your Pi wallet are provided by Pi Network under its own terms. QTN
        never holds your Pi wallet or its keys.
      </p>
    </>
  );
}
