import { Copy, Download, QrCode } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Field, inputClass } from '@/web/components/ui/text-field';
import { WalletActionLayout } from './wallet-action-layout';

/** Not a real address: receiving is not built, so nothing may look copyable or payable. */
const exampleAddress = 'QTN-EXAMPLE-7F3A-92KD';

export function WalletReceivePage() {
  return (
    <WalletActionLayout
      title="Receive QTT"
      lead="Share your address so other members can send you QTT."
      icon={Download}
      notice="Receiving QTT is coming soon. The address below is an example, not yours: do not share it."
    >
      <div className="grid place-items-center rounded-xl bg-ink-900/80 py-8 ring-1 ring-white/10">
        <QrCode className="size-20 text-slate-600" aria-hidden />
        <p className="mt-2 text-xs text-slate-500">Your QR code will appear here</p>
      </div>
      <Field label="Your address (example only)">
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              {...control}
              type="text"
              name="address"
              readOnly
              disabled
              value={exampleAddress}
              className={`${inputClass} font-mono`}
            />
            <Button variant="secondary" disabled className="h-11 shrink-0">
              <Copy className="size-4" aria-hidden />
              Copy
            </Button>
          </div>
        )}
      </Field>
    </WalletActionLayout>
  );
}
