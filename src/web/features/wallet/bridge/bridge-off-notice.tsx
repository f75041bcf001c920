import { CircleOff } from 'lucide-react';
import type { BridgeStatus } from '@/domain/api/bridge';
import { Card } from '@/web/components/ui/card';
import { offReasonText } from './bridge-rules';

/** The bridge is off: why, in plain words, and nothing offered that cannot work. */
export function BridgeOffNotice({ status, network }: { status: BridgeStatus; network: string }) {
  return (
    <Card role="region" aria-labelledby="bridge-off-heading" className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-amber-500/15 text-amber-300 ring-1 ring-amber-400/30">
        <CircleOff className="size-5" aria-hidden />
      </span>
      <div className="grid min-w-0 gap-2">
        <h2 id="bridge-off-heading" className="text-lg font-semibold text-white">
          The bridge is off
        </h2>
        <p className="text-sm text-slate-300">{offReasonText(status.offReason, network)}</p>
      </div>
    </Card>
  );
}
