import type { Config } from '@/server/config';
import type { PiPlatform } from './pi-platform';
import { createPiPlatformClient } from './pi-platform-client';

/** The app's Pi Platform, or null when Pi is off here (PI_API_KEY unset). */
export function piPlatformFromConfig(config: Config): PiPlatform | null {
  if (!config.PI_API_KEY) return null;
  return createPiPlatformClient({
    baseUrl: config.PI_API_URL,
    apiKey: config.PI_API_KEY,
    timeoutMs: config.PI_TIMEOUT_MS,
  });
}
