import type { Config } from '../config';
import type { Database } from '../db/open-database';
import type { Mailer } from '../mail/mailer';
import { resolveAuthSecret } from './auth-secret';
import { createAuth } from './create-auth';

/** The auth service as configured for this installation. */
export function createAppAuth(config: Config, db: Database, mailer: Mailer) {
  return createAuth({
    db,
    publicUrl: config.PUBLIC_URL,
    trustedOrigins: config.TRUSTED_ORIGINS,
    secret: resolveAuthSecret(config),
    mailer,
    requireEmailConfirmation: config.REQUIRE_EMAIL_CONFIRMATION,
    rateLimit: config.AUTH_RATE_LIMIT,
    secureCookies: config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:'),
    adminEmails: config.ADMIN_EMAILS,
  });
}
