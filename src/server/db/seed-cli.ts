import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open-configured-database';
import { seedDemoData } from './seed';

/** `npm run db:seed`: seeds demo data into the configured database, on request only. */
const config = loadConfig();
const handle = await openConfiguredDatabase(config);
await handle.migrate();
const ran = await seedDemoData(handle.db);
console.log(ran.length ? `Seeded: ${ran.join(', ')}` : 'Demo data already present.');
await handle.close();
