import { Send } from 'lucide-react';
import { WalletActionLayout } from './wallet-action-layout';
import { fieldClass, labelClass } from './wallet-form-styles';

export function WalletSendPage() {
  return (
    <WalletActionLayout
      title="Send QTT"
      lead="Send QTT to another QTN member."
      icon={Send}
      notice="Sending QTT is coming soon. This is how the form will look; nothing can be sent yet."
      submitLabel="Send QTT"
    >
      <label className={labelClass}>
        Recipient
        <input
          type="text"
          name="recipient"
          disabled
          placeholder="Username or QTN address"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Amount (QTT)
        <input
          type="number"
          name="amount"
          disabled
          min={0}
          step={0.01}
          placeholder="0.00"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Note (optional)
        <input
          type="text"
          name="note"
          disabled
          placeholder="What is it for?"
          className={fieldClass}
        />
      </label>
    </WalletActionLayout>
  );
}
