import type { Logger } from 'pino';
import type { Config } from '../config';
import { DataDirInUseError } from './data-dir-lock';
import { openDatabase, type DatabaseHandle } from './open-database';

export function openConfiguredDatabase(config: Config, logger?: Logger): Promise<DatabaseHandle> {
  return config.DATABASE_URL
    ? openDatabase({
        kind: 'postgres',
        url: config.DATABASE_URL,
        ...(logger
          ? { onConnectionError: (err) => logger.warn({ err }, 'database connection lost') }
          : {}),
      })
    : openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR });
}

/** For processes (server, CLIs): an embedded database in use is a clear message, not a stack. */
export async function openConfiguredDatabaseOrExit(
  config: Config,
  logger?: Logger,
): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(config, logger);
  } catch (err) {
    if (!(err instanceof DataDirInUseError)) throw err;
    console.error(err.message);
    process.exit(75); // EX_TEMPFAIL: try again once the other process stopped
  }
}
