import { Copy, Download, QrCode } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/components/ui/cn';
import { WalletActionLayout } from './wallet-action-layout';
import { fieldClass } from './wallet-form-styles';

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
      <div>
        <label htmlFor="receive-address" className="text-sm font-medium text-slate-300">
          Your address (example only)
        </label>
        <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
          <input
            id="receive-address"
            type="text"
            name="address"
            readOnly
            disabled
            value={exampleAddress}
            className={cn(fieldClass, 'font-mono')}
          />
          <Button variant="secondary" disabled className="h-11 shrink-0">
            <Copy className="size-4" aria-hidden />
            Copy
          </Button>
        </div>
      </div>
    </WalletActionLayout>
  );
}
