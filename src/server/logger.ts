import { pino, type Logger } from 'pino';
import type { Config } from './config';

/** One structured JSON logger for the HTTP server and everything around it. */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  });
}
