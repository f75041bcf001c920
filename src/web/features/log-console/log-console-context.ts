import { createContext, useContext } from 'react';

export interface LogConsoleControls {
  open: boolean;
  panelId: string;
  errorCount: number;
  /** Opens or closes the console; focus returns to `opener` when it is hidden. */
  toggle(opener: HTMLElement): void;
}

export const LogConsoleContext = createContext<LogConsoleControls | null>(null);

export function useLogConsole(): LogConsoleControls {
  const value = useContext(LogConsoleContext);
  if (!value) throw new Error('useLogConsole must be used inside <LogConsoleProvider>');
  return value;
}
