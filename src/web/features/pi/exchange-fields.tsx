import { AmountField } from '@/web/components/ui/text-field';
import { exchangeLimits, isAmountText, piForQtt, qttForPi } from './exchange-calculator';

export interface ExchangeAmounts {
  pi: string;
  qtt: string;
}

/** The calculator's two linked inputs: typing either one rewrites the other. */
export function ExchangeFields({
  value,
  onChange,
  problemId,
  invalid,
  disabled,
}: {
  value: ExchangeAmounts;
  onChange: (next: ExchangeAmounts) => void;
  problemId: string;
  invalid: boolean;
  disabled?: boolean;
}) {
  const onPi = (pi: string) => {
    if (!isAmountText(pi)) return;
    const qtt = qttForPi(pi);
    onChange({ pi, qtt: qtt ?? value.qtt });
  };
  const onQtt = (qtt: string) => {
    if (!isAmountText(qtt)) return;
    const pi = piForQtt(qtt);
    onChange({ qtt, pi: pi ?? value.pi });
  };
  const shared = {
    type: 'number',
    disabled,
    'aria-invalid': invalid,
    'aria-errormessage': invalid ? problemId : undefined,
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AmountField
        {...shared}
        label="Pi amount"
        name="pi"
        min={exchangeLimits.piMin}
        step={exchangeLimits.piStep}
        value={value.pi}
        onChange={(e) => onPi(e.target.value)}
        hint={`From ${exchangeLimits.piMin} Pi, in steps of ${exchangeLimits.piStep}`}
      />
      <AmountField
        {...shared}
        label="QTT amount"
        name="qtt"
        min={exchangeLimits.qttMin}
        step={exchangeLimits.qttStep}
        value={value.qtt}
        onChange={(e) => onQtt(e.target.value)}
        hint={`From ${exchangeLimits.qttMin} QTT, in steps of ${exchangeLimits.qttStep}`}
      />
    </div>
  );
}
