import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ReactNode } from 'react';
import { logStore, type LogStore } from '@/web/lib/live-log';
import { LogConsoleContext } from './log-console-context';

// Loaded on first open: the panel brings the toast library and the export code, which
// would otherwise sit in every page's first load (decision 024).
const LogConsolePanel = lazy(() =>
  import('./log-console-panel').then((m) => ({ default: m.LogConsolePanel })),
);

type ConsoleStore = Pick<LogStore, 'subscribe' | 'getEntries' | 'clear'>;

/**
 * Owns the Live Console: its entries, whether it is open, and the panel at the bottom
 * right. The 'Logs' toggles (floating, in the header, in the games side bar) live where
 * the layout has room for them and share this state.
 */
export function LogConsoleProvider({
  store = logStore,
  children,
}: {
  store?: ConsoleStore;
  children: ReactNode;
}) {
  const entries = useSyncExternalStore(store.subscribe, store.getEntries, store.getEntries);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const panelId = useId();
  const errorCount = entries.filter((e) => e.type === 'error').length;

  const toggle = useCallback((from: HTMLElement) => {
    opener.current = from;
    setOpen((o) => !o);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);
  const controls = useMemo(
    () => ({ open, panelId, errorCount, toggle }),
    [open, panelId, errorCount, toggle],
  );

  return (
    <LogConsoleContext.Provider value={controls}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <LogConsolePanel id={panelId} entries={entries} onClear={store.clear} onHide={hide} />
        </Suspense>
      )}
    </LogConsoleContext.Provider>
  );
}
