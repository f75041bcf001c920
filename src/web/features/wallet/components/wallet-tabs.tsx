import type { LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/web/components/ui/cn';

export interface WalletTab<Id extends string> {
  id: Id;
  label: string;
  icon: LucideIcon;
  render: () => ReactNode;
}

/**
 * An ARIA tablist whose selection lives in `?tab=`, so a reload, a shared link or the Back
 * button lands on the same tab. Arrow keys, Home and End move between tabs.
 */
export function WalletTabs<Id extends string>({ tabs }: { tabs: readonly WalletTab<Id>[] }) {
  const [params, setParams] = useSearchParams();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const active = tabs.find((t) => t.id === params.get('tab')) ?? tabs[0];
  if (!active) return null;

  const select = (id: Id) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
    buttons.current.get(id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const index = tabs.indexOf(active);
    const target = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[e.key];
    if (!target) return;
    e.preventDefault();
    select(target.id);
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Wallet"
        onKeyDown={onKeyDown}
        className="grid grid-cols-4 gap-1 rounded-2xl bg-ink-900/80 p-1 ring-1 ring-white/10"
      >
        {tabs.map(({ id, label, icon: Icon }) => {
          const selected = id === active.id;
          return (
            <button
              key={id}
              ref={(el) => {
                if (el) buttons.current.set(id, el);
                else buttons.current.delete(id);
              }}
              type="button"
              role="tab"
              id={`wallet-tab-${id}`}
              aria-selected={selected}
              aria-controls={`wallet-panel-${id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(id)}
              className={cn(
                'flex min-h-11 min-w-0 flex-col items-center justify-center gap-1 rounded-xl px-1 py-2 text-xs font-medium transition sm:flex-row sm:gap-2 sm:text-sm',
                'focus-visible:outline-2 focus-visible:outline-accent-400',
                selected
                  ? 'bg-brand-500/20 text-white ring-1 ring-brand-400/40'
                  : 'text-slate-400 hover:bg-white/5 hover:text-slate-200',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{label}</span>
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`wallet-panel-${active.id}`}
        aria-labelledby={`wallet-tab-${active.id}`}
        tabIndex={0}
        className="mt-6 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent-400"
      >
        {active.render()}
      </div>
    </div>
  );
}
