import type { ReactNode } from 'react';
import { Button } from './button';

/** A form's submit button. While busy it says so to assistive technology and shows a spinner. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      size="lg"
      aria-busy={busy}
      aria-disabled={busy}
      className="w-full aria-busy:cursor-progress aria-busy:opacity-70"
    >
      {busy && (
        <span
          className="size-4 animate-spin rounded-full border-2 border-white/30 border-t-white"
          aria-hidden
        />
      )}
      {children}
    </Button>
  );
}
