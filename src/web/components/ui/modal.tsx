import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from './cn';
import { focusables } from './focusable';

/**
 * An accessible modal dialog: labelled by `labelledBy`, focus moves in (to the element
 * marked `data-autofocus`, else the first focusable one), stays in while Tab cycles, and
 * returns to where it was on close; the rest of the page is inert meanwhile. Escape, the backdrop and the caller's close button
 * call `onClose`.
 */
export function Modal({
  labelledBy,
  onClose,
  children,
  className,
}: {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // A layout effect: focus moves in the same commit that shows the dialog, so no moment
  // exists where the dialog is on screen and focus still outside (a lazily loaded dialog
  // was seen read in that moment by its test, on a busy machine).
  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    const start = root?.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0];
    (start ?? root)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Like a native modal dialog, the rest of the page can be neither reached nor read.
    const backdrop = root?.parentElement;
    const outside = Array.from(document.body.children).filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement && el !== backdrop && !el.hasAttribute('inert'),
    );
    outside.forEach((el) => el.setAttribute('inert', ''));

    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab' || !root) return;
      const items = focusables(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return e.preventDefault();
      const inside = root.contains(document.activeElement);
      if (e.shiftKey && (!inside || document.activeElement === first)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (!inside || document.activeElement === last)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      outside.forEach((el) => el.removeAttribute('inert'));
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-ink-950/75 px-3 py-6 backdrop-blur-sm sm:items-center sm:p-6"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={cn(
          'relative w-full max-w-[30rem] rounded-2xl bg-ink-800 shadow-2xl shadow-black/50 ring-1 ring-white/10 outline-none',
          className,
        )}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
