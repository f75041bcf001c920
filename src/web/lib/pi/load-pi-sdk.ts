import { piMessages } from '@/domain/pi/pi-messages';
import { piSdk } from '@/domain/pi/pi-sdk';
import type { PiSdk } from './pi-sdk-types';

/** How long the script gets to define `window.Pi` before the page says it is missing. */
export const piSdkLoadTimeoutMs = 10_000;
const pollMs = 100;

let loading: Promise<PiSdk> | null = null;

/**
 * Adds the Pi SDK script (the URL the server's /api/pi-config names) once per page, waits
 * for `window.Pi`, and initialises it with `piSdk`'s version and the server's
 * sandbox flag. A failure is not cached, so Retry Login tries again.
 */
export function loadPiSdk(
  config: { sdkUrl: string | null; sandbox: boolean },
  timeoutMs = piSdkLoadTimeoutMs,
): Promise<PiSdk> {
  loading ??= load(config, timeoutMs).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(config: { sdkUrl: string | null; sandbox: boolean }, timeoutMs: number) {
  if (!window.Pi && config.sdkUrl && !document.querySelector('script[data-pi-sdk]')) {
    const script = document.createElement('script');
    script.src = config.sdkUrl;
    script.async = true;
    script.dataset.piSdk = '';
    document.head.append(script);
  }
  const pi = await waitForPi(timeoutMs);
  await pi.init({ version: piSdk.version, sandbox: config.sandbox });
  return pi;
}

function waitForPi(timeoutMs: number): Promise<PiSdk> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (window.Pi) return resolve(window.Pi);
      if (Date.now() - started >= timeoutMs) return reject(new Error(piMessages.sdkNotLoaded));
      setTimeout(check, pollMs);
    };
    check();
  });
}

/** Tests start each case with no SDK loaded. */
export function forgetPiSdk() {
  loading = null;
}
