import { startPiPlatformStandIn, type PiPlatformStandIn } from '../../dev/pi-platform-stand-in';

export type { PiPlatformStandIn };

/**
 * Starts the Pi Platform stand-in for a test file, with the env that points `createTestApp`
 * at it. The time-out is short so a hung Pi Platform costs a test half a second.
 */
export async function startPiStandInForTests(options: { timeoutMs?: number } = {}) {
  const standIn = await startPiPlatformStandIn();
  const env: Record<string, string> = {
    PI_API_URL: standIn.url,
    PI_API_KEY: standIn.apiKey,
    PI_SDK_URL: standIn.sdkUrl,
    PI_TIMEOUT_MS: String(options.timeoutMs ?? 500),
  };
  return { standIn, env };
}
