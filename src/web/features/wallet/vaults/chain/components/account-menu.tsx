import { ChevronDown, Copy, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { chainMessages } from '@/domain/chain/chain-messages';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { shortAddress } from '../format-chain';

/**
 * The connected address as a menu button (WAI-ARIA menu button pattern): Enter, Space or
 * Arrow Down open it on the first item, arrows move, Escape closes it back on the button.
 */
export function AccountMenu({
  address,
  onDisconnect,
}: {
  address: string;
  onDisconnect: () => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () =>
    Array.from(menu.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []);

  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (move) {
      e.preventDefault();
      all[(at + move + all.length) % all.length]?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };
  const copy = async () => {
    close(true);
    try {
      await navigator.clipboard.writeText(address);
      toast.success(chainMessages.copied);
    } catch {
      toast.error(chainMessages.copyFailed);
    }
  };

  return (
    <div className="relative">
      <Button
        ref={button}
        variant="secondary"
        size="sm"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`Wallet ${address}`}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => e.key === 'ArrowDown' && (e.preventDefault(), setOpen(true))}
        className="font-mono"
      >
        {shortAddress(address)}
        <ChevronDown className="size-4" aria-hidden />
      </Button>
      {open && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-label="Wallet"
          onKeyDown={onMenuKey}
          onBlur={(e) => !menu.current?.contains(e.relatedTarget as Node) && setOpen(false)}
          className="absolute right-0 z-20 mt-2 grid w-48 gap-1 rounded-xl bg-ink-800 p-1.5 shadow-xl ring-1 ring-white/10"
        >
          <MenuItem onClick={() => void copy()} icon={Copy} label="Copy Address" />
          <MenuItem
            onClick={() => (close(true), onDisconnect())}
            icon={LogOut}
            label="Disconnect"
          />
        </div>
      )}
    </div>
  );
}

function MenuItem({
  onClick,
  icon: Icon,
  label,
}: {
  onClick: () => void;
  icon: typeof Copy;
  label: string;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      onClick={onClick}
      className="flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/10 focus:bg-white/10 focus:outline-none"
    >
      <Icon className="size-4 text-slate-400" aria-hidden />
      {label}
    </button>
  );
}
