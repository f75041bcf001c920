import { useEffect } from 'react';
import { log } from '@/web/lib/live-log';
import { ErrorScreen } from './error-screen';

/** What an error boundary shows: record the error in the live log, then show the error screen. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    log.error(
      'Page crashed',
      error instanceof Error ? { message: error.message } : { error: String(error) },
    );
  }, [error]);
  return <ErrorScreen />;
}
