import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { toast as sonner, Toaster as SonnerToaster } from 'sonner';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastInput {
  type: ToastType;
  message: string;
  title?: string;
  /** Milliseconds before it leaves on its own. */
  duration: number;
}

const look: Record<ToastType, { icon: typeof Info; ring: string; iconClass: string }> = {
  success: { icon: CircleCheck, ring: 'ring-emerald-400/40', iconClass: 'text-emerald-400' },
  error: { icon: CircleAlert, ring: 'ring-rose-400/40', iconClass: 'text-rose-400' },
  warning: { icon: TriangleAlert, ring: 'ring-amber-400/40', iconClass: 'text-amber-400' },
  info: { icon: Info, ring: 'ring-accent-400/40', iconClass: 'text-accent-400' },
};

/**
 * The toast host and its look (sonner), loaded with the first toast (toast.ts). A click
 * anywhere on a toast dismisses it.
 */
export function showToast({ type, message, title, duration }: ToastInput) {
  const { icon: Icon, ring, iconClass } = look[type];
  return sonner.custom(
    (id) => (
      // A live region (status, or alert for errors) with a real Dismiss button: a button with
      // a live-region role is neither a button nor named for assistive technology (axe
      // button-name). A click anywhere still dismisses it, as before.
      <div
        data-toast-type={type}
        role={type === 'error' ? 'alert' : 'status'}
        onClick={() => sonner.dismiss(id)}
        className={`flex w-[22rem] max-w-[calc(100vw-2rem)] cursor-pointer items-start gap-3 rounded-xl bg-ink-800 p-4 text-left shadow-2xl ring-1 ${ring}`}
      >
        <Icon className={`mt-0.5 size-5 shrink-0 ${iconClass}`} aria-hidden />
        <span className="min-w-0 flex-1">
          {title && <span className="block text-sm font-semibold text-white">{title}</span>}
          <span className="block text-sm break-words text-slate-300">{message}</span>
        </span>
        <button
          type="button"
          aria-label="Dismiss"
          onClick={() => sonner.dismiss(id)}
          className="-m-1 rounded p-1 text-slate-500 hover:text-slate-200 focus-visible:outline-2 focus-visible:outline-accent-400"
        >
          <X className="size-4 shrink-0" aria-hidden />
        </button>
      </div>
    ),
    { duration },
  );
}

export function Toaster() {
  // On a phone the toasts sit below the header and span the screen less 16 px a side: one
  // number would be every side, which pushed them 72 px off the right edge at 360 px.
  return (
    <SonnerToaster
      position="top-right"
      offset={80}
      mobileOffset={{ top: 72, left: 16, right: 16 }}
    />
  );
}
