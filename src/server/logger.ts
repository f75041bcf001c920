import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { createPrettyDestination } from './logging/pretty-destination';
import { logSerializers, redactPaths } from './logging/redact';

/**
 * One structured logger for the HTTP server and everything around it. No line carries
 * a credential, a query parameter or an email (docs/decisions/010-admission-control-and-outages.md).
 * JSON lines unless LOG_FORMAT is pretty (development's default), and always JSON into an
 * explicit `destination`.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'> & Partial<Pick<Config, 'LOG_FORMAT'>>,
  destination?: DestinationStream,
): Logger {
  const out =
    destination ?? (config.LOG_FORMAT === 'pretty' ? createPrettyDestination() : undefined);
  return pino({ level: config.LOG_LEVEL, redact: redactPaths, serializers: logSerializers }, out);
}
