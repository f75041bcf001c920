import { UserRound, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { AdminAccount } from '@/domain/api/admin-accounts';
import { Button } from '@/web/components/ui/button';
import { Field, FieldError, inputClass, labelClass } from '@/web/components/ui/text-field';
import { useAccountSearch } from '../api/search-accounts';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** Find a user by email or username, then pick one from the matches. */
export function AccountPicker({
  value,
  onChange,
  error,
}: {
  value: AdminAccount | null;
  onChange: (account: AdminAccount | null) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const search = useAccountSearch(q);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After choosing (or un-choosing) an account, focus follows to what replaced the control.
  const moveFocus = useRef(false);
  const focusIfMoved = (el: HTMLElement | null) => {
    if (el && moveFocus.current) {
      moveFocus.current = false;
      el.focus();
    }
  };
  const choose = (account: AdminAccount | null) => {
    moveFocus.current = true;
    onChange(account);
  };

  /**
   * Arrow keys walk from the search field into the matches and between them (product rules:
   * Accessibility); Up from the first match, or Escape, returns to the field.
   */
  const onArrow = (e: KeyboardEvent) => {
    const options = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>('button:not([disabled])') ?? []),
    ];
    if (options.length === 0) return;
    const at = options.indexOf(document.activeElement as HTMLButtonElement);
    const target: Record<string, number | undefined> = {
      ArrowDown: Math.min(at + 1, options.length - 1),
      ArrowUp: at - 1,
      Home: at >= 0 ? 0 : undefined,
      End: at >= 0 ? options.length - 1 : undefined,
      Escape: at >= 0 ? -1 : undefined,
    };
    const next = target[e.key];
    if (next === undefined) return;
    e.preventDefault();
    (next < 0 ? inputRef.current : options[next])?.focus();
  };

  if (value) {
    return (
      <div className="grid gap-1.5">
        <span className={labelClass}>User</span>
        <div className="flex items-center gap-3 rounded-xl bg-ink-900/80 px-3 py-2 ring-1 ring-accent-400/40">
          <UserRound className="size-4 shrink-0 text-accent-300" aria-hidden />
          <span className="min-w-0 flex-1 text-sm">
            <span className="block break-all text-white">{value.email}</span>
            {value.displayName && (
              <span className="block text-xs text-slate-400">{value.displayName}</span>
            )}
          </span>
          <Button size="sm" variant="ghost" ref={focusIfMoved} onClick={() => choose(null)}>
            <X className="size-4" aria-hidden />
            Change<span className="sr-only"> user</span>
          </Button>
        </div>
        <FieldError message={error} announce />
      </div>
    );
  }

  const accounts = q.length >= 2 ? (search.data?.accounts ?? []) : [];
  // While the search for what is typed now waits (the pause, then the request), the matches
  // shown are an earlier text's: they stay in view, but none can be chosen, so Enter never
  // picks an account the field no longer names.
  const stale = q !== text.trim() || search.isPlaceholderData;
  return (
    <Field
      label="Find user"
      hint="Type two characters or more, then choose the account."
      error={error}
      extra={
        <>
          {q.length >= 2 && search.isSuccess && accounts.length === 0 && (
            <p className="text-sm text-slate-400">No account matches “{q}”.</p>
          )}
          <FieldError message={search.isError ? search.error.message : null} />
          {accounts.length > 0 && (
            <ul
              ref={listRef}
              onKeyDown={onArrow}
              aria-label="Matching accounts"
              aria-busy={stale || undefined}
              className={`max-h-56 space-y-1 overflow-y-auto ${stale ? 'opacity-60' : ''}`}
            >
              {accounts.map((a) => (
                <li key={a.id}>
                  <button
                    type="button"
                    disabled={stale}
                    onClick={() => choose(a)}
                    className="w-full rounded-lg px-3 py-2 text-left text-sm text-slate-200 ring-1 ring-white/10 hover:bg-white/5 focus-visible:ring-2 focus-visible:ring-accent-400 focus-visible:outline-none"
                  >
                    <span className="block break-all">{a.email}</span>
                    {a.displayName && (
                      <span className="block text-xs text-slate-400">{a.displayName}</span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      }
    >
      {(control) => (
        <input
          {...control}
          type="search"
          value={text}
          placeholder="Email or username"
          autoComplete="off"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onArrow}
          ref={(el) => {
            inputRef.current = el;
            focusIfMoved(el);
          }}
          className={inputClass}
        />
      )}
    </Field>
  );
}
