import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';

/** Copies `text`; says Copied, or that copying was blocked and the text must be selected. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <Button variant="secondary" size="sm" onClick={() => void copy()}>
        {copied === 'yes' ? (
          <Check className="size-4" aria-hidden />
        ) : (
          <Copy className="size-4" aria-hidden />
        )}
        {copied === 'yes' ? 'Copied' : label}
      </Button>
      {copied === 'no' && (
        <span role="status" className="text-xs text-slate-300">
          Copying was blocked: select the text to copy it.
        </span>
      )}
    </span>
  );
}
