import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { log } from '@/web/lib/live-log';
import { ErrorScreen } from './error-screen';

/** The router's error boundary: record the error in the live log, then show the error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    log.error(
      'Page crashed',
      error instanceof Error ? { message: error.message } : { error: String(error) },
    );
  }, [error]);
  return <ErrorScreen />;
}
