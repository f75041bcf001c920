import { Copy, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { copyText, downloadText } from './save-text';
import { useFocusOnMount } from './use-focus-on-mount';

export const recoveryCodesFile = 'qtn-recovery-codes.txt';

function asText(codes: string[]) {
  return [
    'QTN recovery codes',
    'Each code signs you in once if you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

/** Shows recovery codes once, and lets the person leave only after saying they saved them. */
export function RecoveryCodes({
  codes,
  title,
  onDone,
}: {
  codes: string[];
  title: string;
  onDone(): void;
}) {
  const id = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [saved, setSaved] = useState(false);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h3
          id={`${id}-title`}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-white outline-none"
        >
          {title}
        </h3>
        <p className="mt-1 text-sm text-slate-400">
          If you lose your authenticator app, each code lets you sign in once. This is the only time
          they are shown: keep them somewhere safe, such as a password manager.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-xl bg-ink-900/80 p-4 font-mono text-sm text-slate-100 ring-1 ring-white/10 min-[400px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wider">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void copyText(codes.join('\n'), 'Recovery codes copied.')}
        >
          <Copy className="size-4" aria-hidden />
          Copy all
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadText(recoveryCodesFile, asText(codes))}
        >
          <Download className="size-4" aria-hidden />
          Download .txt
        </Button>
      </div>
      <label className="flex cursor-pointer items-center gap-3 text-sm text-slate-200">
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
          className="size-4 accent-brand-500"
        />
        I have saved these codes
      </label>
      <Button onClick={onDone} disabled={!saved}>
        Done
      </Button>
    </section>
  );
}
