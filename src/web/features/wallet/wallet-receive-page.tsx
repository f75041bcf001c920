import { Download } from 'lucide-react';
import { useState } from 'react';
import { parseQtt } from '@/domain/money/qtt';
import { CopyButton } from '@/web/components/ui/copy-button';
import { QrCode } from '@/web/components/ui/qr-code';
import { AmountField } from '@/web/components/ui/text-field';
import { useAuth } from '@/web/lib/auth-context';
import { paths } from '@/web/lib/paths';
import { WalletActionLayout } from './wallet-action-layout';
import { formatAmount } from './wallet-format';

/** An amount worth putting in a link: up to two decimals, above zero; else none. */
function requestedAmount(text: string): string | null {
  try {
    const units = parseQtt(text, 2);
    return units > 0n ? text.trim() : null;
  } catch {
    return null;
  }
}

/** The link that opens a filled send form for the payer (decision 041). */
export function sendLink(origin: string, username: string, amount: string | null): string {
  const params = new URLSearchParams({ to: username });
  if (amount) params.set('amount', amount);
  return `${origin}${paths.walletSend}?${params.toString()}`;
}

export function WalletReceivePage() {
  return (
    <WalletActionLayout
      title="Receive QTT"
      lead="Members send you QTT by your username. Share it, or a link that fills in their send form."
      icon={Download}
    >
      <ReceiveBody />
    </WalletActionLayout>
  );
}

function ReceiveBody() {
  const { user } = useAuth();
  const [amount, setAmount] = useState('');
  const username = user?.username;
  if (!username) {
    return (
      <p className="text-sm text-slate-300">
        Your account has no QTN username (Pi accounts sign in through Pi), so members cannot send to
        it by name yet.
      </p>
    );
  }
  const requested = requestedAmount(amount);
  const link = sendLink(window.location.origin, username, requested);
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-400">Your username</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p className="font-mono text-xl font-semibold break-all text-white select-all">
            {username}
          </p>
          <CopyButton text={username} label="Copy username" />
        </div>
      </div>
      <AmountField
        label="Request an amount (optional)"
        name="amount"
        placeholder="0.00"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amount.trim() && !requested ? 'Enter an amount such as 12.50.' : null}
        hint="The link and the QR code fill it in for the payer."
      />
      <div className="grid justify-items-center gap-3 rounded-xl bg-ink-900/80 p-5 ring-1 ring-white/10">
        <QrCode
          text={link}
          label={
            requested
              ? `QR code of a link to send you ${formatAmount(requested)} QTT`
              : 'QR code of a link to send you QTT'
          }
        />
        <p className="text-center text-xs text-slate-400">
          {requested
            ? `Scan to pay ${username} ${formatAmount(requested)} QTT`
            : `Scan to pay ${username}`}
        </p>
      </div>
      <div>
        <p className="text-sm text-slate-400">Payment link</p>
        <p
          className="mt-1 font-mono text-xs break-all text-slate-200 select-all"
          data-testid="send-link"
        >
          {link}
        </p>
        <div className="mt-2">
          <CopyButton text={link} label="Copy link" />
        </div>
      </div>
    </div>
  );
}
