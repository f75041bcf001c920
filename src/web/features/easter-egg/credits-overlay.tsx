import { Sparkles, X } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * The easter egg's credits card over a dimmed page. Escape or a click anywhere closes
 * it; focus goes to it while shown and back to where it was afterwards.
 */
export function CreditsOverlay({
  durationMs,
  onClose,
}: {
  durationMs: number;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const previous = document.activeElement;
    dialogRef.current?.focus();
    // Web Animations drive the countdown bar; where unsupported the bar just stays full.
    const countdown = barRef.current?.animate?.(
      [{ transform: 'scaleX(1)' }, { transform: 'scaleX(0)' }],
      {
        duration: durationMs,
        easing: 'linear',
        fill: 'forwards',
      },
    );
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      countdown?.cancel();
      if (previous instanceof HTMLElement) previous.focus();
    };
  }, [durationMs]);

  return (
    <div
      className="fixed inset-0 z-[60] grid place-items-center bg-ink-950/75 p-4 backdrop-blur-sm"
      onClick={onClose}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-label="QTN credits"
        tabIndex={-1}
        className="relative w-full max-w-lg rounded-3xl bg-gradient-to-br from-brand-400 via-accent-400 to-brand-600 p-px shadow-2xl shadow-brand-900/60 focus:outline-none motion-safe:animate-egg-pop"
      >
        <div className="relative overflow-hidden rounded-[calc(1.5rem-1px)] bg-ink-900 px-6 pt-10 pb-8 text-center sm:px-8">
          <div
            aria-hidden
            className="pointer-events-none absolute -top-24 left-1/2 size-64 -translate-x-1/2 rounded-full bg-brand-500/25 blur-3xl"
          />
          <div
            aria-hidden
            className="pointer-events-none absolute -right-16 -bottom-20 size-48 rounded-full bg-accent-500/20 blur-3xl"
          />
          <Sparkles
            aria-hidden
            className="relative mx-auto size-10 text-accent-300 motion-safe:animate-pulse"
          />
          <p className="relative mt-4 text-xs font-semibold tracking-[0.3em] text-slate-400 uppercase">
            You found the credits
          </p>
          <h2 className="relative mt-3 text-lg font-extrabold tracking-[0.06em] text-gradient sm:text-2xl sm:tracking-[0.1em]">
            {/* If it must wrap, it wraps after the "=", never before it. */}
            ATTENTION{'\u00a0'}= CURRENCY
          </h2>
          <p className="relative mt-5 text-slate-300">
            Made with care by{' '}
            <span className="font-semibold whitespace-nowrap text-white">the QTN founders</span>.
          </p>
          <p className="relative mt-1 text-sm text-slate-500">Thank you for paying attention.</p>
          <button
            type="button"
            onClick={onClose}
            className="relative mt-7 inline-flex h-9 items-center gap-1.5 rounded-full px-4 text-sm font-medium text-slate-300 ring-1 ring-white/15 transition hover:bg-white/10 hover:text-white"
          >
            <X className="size-4" aria-hidden />
            Close
          </button>
          <div aria-hidden className="absolute inset-x-0 bottom-0 h-1 bg-white/5">
            <div
              ref={barRef}
              className="h-full origin-left bg-gradient-to-r from-brand-400 to-accent-400"
            />
          </div>
        </div>
      </div>
    </div>
  );
}
