import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';

const storageKey = 'qtn_dev_mode';

/**
 * The dev-mode variant (product rules R1): a mock 100 QTT balance with mock Earn and Send
 * buttons. It exists only in development builds (`import.meta.env.DEV` is false in a
 * production build, which drops this code) and it only changes what this card shows:
 * no request is made, so it can never mint (product rules R1).
 */
export const isDevBuild = import.meta.env.DEV;

export function useDevMode() {
  const [on, setOn] = useState(() => isDevBuild && localStorage.getItem(storageKey) === '1');
  const toggle = () => {
    const next = !on;
    localStorage.setItem(storageKey, next ? '1' : '0');
    setOn(next);
  };
  return { on: isDevBuild && on, toggle };
}

export function DevModeToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  if (!isDevBuild) return null;
  return (
    <Button variant="ghost" size="sm" aria-pressed={on} onClick={onToggle}>
      <FlaskConical className="size-4" aria-hidden />
      Dev mode {on ? 'on' : 'off'}
    </Button>
  );
}

export function DevModeWallet() {
  const [mock, setMock] = useState(100);
  return (
    <Card className="ring-amber-400/40">
      <p className="text-xs font-semibold tracking-widest text-amber-300 uppercase">
        Developer mode · mock data
      </p>
      <p className="mt-2 text-sm text-slate-400">
        Nothing here reaches the server or your real balance.
      </p>
      <p className="mt-4 text-4xl font-bold text-white" aria-label="Mock balance">
        {mock} <span className="text-lg text-amber-300">QTT (mock)</span>
      </p>
      <div className="mt-4 flex gap-3">
        <Button variant="secondary" onClick={() => setMock((m) => m + 1)}>
          Mock Earn
        </Button>
        <Button variant="secondary" onClick={() => setMock((m) => Math.max(0, m - 1))}>
          Mock Send
        </Button>
      </div>
    </Card>
  );
}
