import type { Clock } from '../clock';
import type { Config } from '../config';
import type { SharedState } from '../shared-state/shared-state';
import { resolveAuthSecret } from './auth-secret';
import { usesSecureCookies } from './create-app-auth';
import type { Auth } from './create-auth';
import { createDeviceCookie } from './device-cookie';
import { createSignInGuard } from './sign-in-guard';
import { createSignInThrottle } from './throttle/sign-in-throttle';

/** The sign-in throttle and device cookie as configured for this installation. */
export function createAppSignInGuard(
  config: Config,
  auth: Auth,
  clock: Clock,
  shared: SharedState,
) {
  return createSignInGuard(
    auth,
    createSignInThrottle(shared.throttleStore('sign-in'), () => clock.now().getTime()),
    createDeviceCookie({ secret: resolveAuthSecret(config), secure: usesSecureCookies(config) }),
  );
}
