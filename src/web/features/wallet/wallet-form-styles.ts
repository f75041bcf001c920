/** Shared classes for the disabled fields of the wallet's placeholder forms. */
export const fieldClass =
  'block h-11 w-full min-w-0 rounded-xl bg-ink-900/80 px-3 text-sm text-slate-200 ring-1 ring-white/10 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60';
export const labelClass = 'grid gap-1.5 text-sm font-medium text-slate-300';
