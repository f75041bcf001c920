import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { logSerializers, redactPaths } from './logging/redact';

/**
 * One structured JSON logger for the HTTP server and everything around it. No line carries
 * a credential, a query parameter or an email (docs/decisions/010-admission-control-and-outages.md).
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    { level: config.LOG_LEVEL, redact: redactPaths, serializers: logSerializers },
    destination,
  );
}
