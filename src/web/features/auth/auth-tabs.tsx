import type { KeyboardEvent } from 'react';
import { cn } from '@/web/components/ui/cn';
import type { AuthTab } from '@/web/lib/auth-context';

export const authTabs: Array<{ id: AuthTab; label: string; title: string; lead: string }> = [
  {
    id: 'login',
    label: 'Login',
    title: 'Log in to QTN',
    lead: 'Welcome back. Use your email address or your display name.',
  },
  {
    id: 'signup',
    label: 'Sign Up',
    title: 'Create your QTN account',
    lead: 'Join QTN and earn QTT for the attention you give.',
  },
  {
    id: 'forgot',
    label: 'Forgot Password',
    title: 'Reset your password',
    lead: 'We will email you a link to set a new password.',
  },
];

export const tabId = (base: string, tab: AuthTab) => `${base}-tab-${tab}`;

/** The modal's three tabs; arrow keys, Home and End move between them. */
export function AuthTabs({
  idBase,
  tab,
  onChange,
}: {
  idBase: string;
  tab: AuthTab;
  onChange: (tab: AuthTab) => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    const i = authTabs.findIndex((t) => t.id === tab);
    const n = authTabs.length;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1 + n, Home: 0, End: n - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = authTabs[next % n];
    if (!target) return;
    onChange(target.id);
    document.getElementById(tabId(idBase, target.id))?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Account"
      onKeyDown={onKeyDown}
      className="mx-5 grid grid-cols-[1fr_1fr_1.4fr] gap-1 rounded-xl bg-ink-900/80 p-1 ring-1 ring-white/10 sm:mx-6"
    >
      {authTabs.map((t) => {
        const selected = t.id === tab;
        return (
          <button
            key={t.id}
            id={tabId(idBase, t.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.id)}
            className={cn(
              'min-h-9 rounded-lg px-1.5 py-1.5 text-xs leading-tight font-semibold transition sm:text-sm sm:whitespace-nowrap',
              selected
                ? 'bg-gradient-to-r from-brand-500/90 to-accent-500/90 text-white shadow'
                : 'text-slate-400 hover:bg-white/5 hover:text-white',
            )}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
