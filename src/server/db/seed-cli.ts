import { createAppAuth } from '../auth/create-app-auth';
import { loadConfig } from '../config';
import { demoSeedSteps } from '../demo/demo-seed';
import { createLogger } from '../logger';
import { createConfiguredMailer } from '../integrations/mail/mailer';
import { openConfiguredDatabaseOrExit } from './open-configured-database';
import { seedDemoData } from './seed';

/** `npm run db:seed`: seeds demo data into the configured database, on request only. */
const config = loadConfig();
const handle = await openConfiguredDatabaseOrExit(config);
await handle.migrate();
const auth = createAppAuth(config, handle.db, createConfiguredMailer(config, createLogger(config)));
const ran = await seedDemoData({ db: handle.db, auth }, demoSeedSteps);
console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Demo data already present.');
await handle.close();
