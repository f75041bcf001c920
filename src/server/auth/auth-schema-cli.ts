// Entry for `npm run auth:schema`: the auth CLI loads this to write schema/auth.ts.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { createAuth } from './create-auth';

export const auth = createAuth({
  db: drizzle({ client: new PGlite(), casing: 'snake_case' }),
  publicUrl: 'http://localhost:3000',
  trustedOrigins: [],
  secret: 'schema-generation-only-secret-0123456789',
  mailer: { send: async () => undefined },
  requireEmailConfirmation: false,
  rateLimit: false,
  secureCookies: false,
  adminEmails: [],
});
