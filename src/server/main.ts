import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openConfiguredDatabase } from './db/open-configured-database';
import { seedDemoData } from './db/seed';

const webRoot = fileURLToPath(new URL('../../dist/web', import.meta.url));

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }
}

const config = readConfig();
const database = await openConfiguredDatabase(config);
await database.migrate();
const app = await buildApp({ config, database, webRoot });
if (config.SEED_DEMO_DATA) {
  const seeded = await seedDemoData(database.db);
  if (seeded.length > 0) app.log.info({ steps: seeded }, 'seeded demo data');
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(
  `QTN is running at http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT} ` +
    `(database: ${database.driver === 'pglite' ? `embedded in ${config.DATA_DIR}` : 'PostgreSQL'})`,
);
