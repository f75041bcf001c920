import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import type { DatabaseHandle } from '@/server/db/open-database';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** The real HTTP app, in process, over a fresh test database. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string | null;
    /** Registers extra routes before the app is ready, e.g. to exercise the error handler. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({ config, database, webRoot: options.webRoot ?? null });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
