import { Send } from 'lucide-react';
import { AmountField, TextField } from '@/web/components/ui/text-field';
import { WalletActionLayout } from './wallet-action-layout';

export function WalletSendPage() {
  return (
    <WalletActionLayout
      title="Send QTT"
      lead="Send QTT to another QTN member."
      icon={Send}
      notice="Sending QTT is coming soon. This is how the form will look; nothing can be sent yet."
      submitLabel="Send QTT"
    >
      <TextField
        label="Recipient"
        type="text"
        name="recipient"
        disabled
        placeholder="Username or QTN address"
      />
      <AmountField type="number" name="amount" disabled min={0} step={0.01} placeholder="0.00" />
      <TextField
        label="Note (optional)"
        type="text"
        name="note"
        disabled
        placeholder="What is it for?"
      />
    </WalletActionLayout>
  );
}
