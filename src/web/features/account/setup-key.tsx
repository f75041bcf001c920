import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/web/components/ui/button';
import { copyText } from './save-text';
import { groupInFours } from './totp-uri';

/** The TOTP secret in groups of four, for people who cannot scan the QR code. */
export function SetupKey({ secret }: { secret: string }) {
  const id = useId();
  return (
    <div>
      <p id={id} className="text-sm font-medium text-slate-300">
        Can&rsquo;t scan? Enter this setup key in your app:
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <code
          aria-labelledby={id}
          className="rounded-lg bg-ink-900/80 px-3 py-2 font-mono text-sm tracking-wider break-words text-accent-300 ring-1 ring-white/10"
        >
          {groupInFours(secret)}
        </code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copyText(secret, 'Setup key copied.')}
        >
          <Copy className="size-4" aria-hidden />
          Copy key
        </Button>
      </div>
    </div>
  );
}
