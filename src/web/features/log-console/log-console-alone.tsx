import { logStore, type LogStore } from '@/web/lib/live-log';
import { LogConsoleProvider } from './log-console';
import { LogsToggle } from './logs-toggle';

/** The console with its floating toggle alone (as the tests and a bare page use it). */
export function LogConsole({
  store = logStore,
}: {
  store?: Pick<LogStore, 'subscribe' | 'getEntries' | 'clear'>;
}) {
  return (
    <LogConsoleProvider store={store}>
      <LogsToggle placement="floating" />
    </LogConsoleProvider>
  );
}
