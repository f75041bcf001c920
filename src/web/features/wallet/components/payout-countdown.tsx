import { useServerNow } from '../vaults/hooks/use-server-now';
import { describePayout } from '../lib/payout-time';

/** When the usage bonus is paid, in the reader's time, ticking while the page is open. */
export function PayoutCountdown({ at, className }: { at: string; className?: string }) {
  // No server moment to anchor to: the reader's clock, ticking every 30 s.
  const now = useServerNow(undefined, 0);
  return (
    <time dateTime={at} className={className}>
      {describePayout(at, now.getTime())}
    </time>
  );
}
