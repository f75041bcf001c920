/** Classes of the account page's text fields. */
export const fieldClass =
  'block h-11 w-full min-w-0 rounded-xl bg-ink-900/80 px-3 text-base text-slate-100 ring-1 ring-white/10 placeholder:text-slate-500 focus:ring-2 focus:ring-accent-400 focus:outline-none aria-[invalid=true]:ring-rose-400/70 sm:text-sm';
export const labelClass = 'block text-sm font-medium text-slate-300';
export const errorClass = 'mt-2 text-sm text-rose-300';
