import type { Admission } from '../admission/admission';
import type { PasswordHashing } from '../admission/limited-password';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Database } from '../db/open-database';
import type { Mailer } from '../integrations/mail/mailer';
import type { SharedState } from '../shared-state/shared-state';
import { witnessOutages } from './auth-outage';
import { resolveAuthSecret } from './auth-secret';
import { createAuth } from './create-auth';

export const usesSecureCookies = (config: Config) =>
  config.NODE_ENV === 'production' || config.PUBLIC_URL.startsWith('https:');

/**
 * The auth service as configured for this installation; `clock` times the throttles and
 * `admission`'s limiter bounds password hashing (unbounded without it, as in the CLIs);
 * `shared` keeps throttles and limits where every server process sees them; `passwordHashing`
 * replaces better-auth's scrypt (only the integration tests pass one, decision 052).
 */
export function createAppAuth(
  config: Config,
  db: Database,
  mailer: Mailer,
  clock?: Clock,
  admission?: Admission,
  shared?: SharedState,
  passwordHashing?: PasswordHashing,
) {
  // A database outage better-auth swallows answers 503, whoever calls it (auth-outage.ts).
  const auth = createAuth({
    db,
    publicUrl: config.PUBLIC_URL,
    trustedOrigins: config.TRUSTED_ORIGINS,
    secret: resolveAuthSecret(config),
    mailer,
    requireEmailConfirmation: config.REQUIRE_EMAIL_CONFIRMATION,
    rateLimit: config.AUTH_RATE_LIMIT,
    secureCookies: usesSecureCookies(config),
    adminEmails: config.ADMIN_EMAILS,
    ...(clock ? { now: () => clock.now().getTime() } : {}),
    ...(admission ? { hashLimiter: admission.hashLimiter } : {}),
    ...(shared ? { shared } : {}),
    ...(passwordHashing ? { passwordHashing } : {}),
  });
  return witnessOutages(auth);
}
