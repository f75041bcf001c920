import type { Clock } from '../clock';
import type { Config } from '../config';
import type { SharedState } from '../shared-state/shared-state';
import { resolveAuthSecret } from './auth-secret';
import { usesSecureCookies } from './create-app-auth';
import type { Auth } from './create-auth';
import { createDeviceCookie } from './device-cookie';
import { createSignInGuard } from './sign-in-guard';
import { createSignInThrottle } from './throttle/sign-in-throttle';
import { createTotpPass } from './totp-pass';

/** The device cookie as configured for this installation. */
export const createAppDeviceCookie = (config: Config) =>
  createDeviceCookie({ secret: resolveAuthSecret(config), secure: usesSecureCookies(config) });

/** The sign-in throttle, device cookie and authenticator-code pass as configured here. */
export function createAppSignInGuard(
  config: Config,
  auth: Auth,
  clock: Clock,
  shared: SharedState,
) {
  const now = () => clock.now().getTime();
  return createSignInGuard({
    auth,
    secret: resolveAuthSecret(config),
    throttle: createSignInThrottle(shared.throttleStore('sign-in'), now),
    device: createAppDeviceCookie(config),
    totpPass: createTotpPass({
      auth,
      store: shared.throttleStore('second-factor'),
      codes: shared.singleUseCodes,
      now,
    }),
  });
}
