import { FlaskConical } from 'lucide-react';
import { chainMessages } from '@/domain/chain/chain-messages';
import { Button } from '@/web/components/ui/button';

/** Shown while mock mode is on, so nobody mistakes simulated vaults for real ones. */
export function MockModeBanner({ onDisable }: { onDisable: () => void }) {
  return (
    <div
      role="note"
      aria-label="Mock mode"
      className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-500/10 px-4 py-3 ring-1 ring-amber-400/30"
    >
      <FlaskConical className="size-5 shrink-0 text-amber-300" aria-hidden />
      <p className="min-w-0 flex-1 basis-56 text-sm text-amber-100">{chainMessages.mockWarning}</p>
      <Button variant="secondary" size="sm" onClick={onDisable}>
        Disable Mock
      </Button>
    </div>
  );
}
