import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabaseOrExit } from '../db/open-configured-database';
import { createLogger } from '../logger';
import { createConfiguredMailer } from '../integrations/mail/mailer';
import { createAppAuth } from './create-app-auth';
import { createOrPromoteAdmin } from './create-admin';

/** `npm run admin:create -- --email a@b.c [--password …] [--name …]` */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    name: { type: 'string' },
  },
});
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email you@example.com [--password …] [--name …]');
  process.exit(64);
}
const config = loadConfig();
const handle = await openConfiguredDatabaseOrExit(config);
await handle.migrate();
const auth = createAppAuth(config, handle.db, createConfiguredMailer(config, createLogger(config)));
try {
  const result = await createOrPromoteAdmin(auth, handle.db, {
    email: values.email,
    password: values.password ?? process.env.ADMIN_PASSWORD,
    displayName: values.name,
  });
  console.log(
    result.created ? `Created admin ${values.email}.` : `${values.email} is now an admin.`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await handle.close();
}
