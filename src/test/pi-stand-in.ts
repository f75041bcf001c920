import { startPiPlatformStandIn, type PiPlatformStandIn } from '../../dev/pi-platform-stand-in';

export type { PiPlatformStandIn };

/**
 * Starts the Pi Platform stand-in for a test file, with the env that points `createTestApp`
 * at it. The stand-in answers from the test's own process, so on a busy machine an answer
 * can wait behind the test's other work: the time-out is 5 s (a test of a hung Pi Platform
 * asks for a shorter one). Half a second made answered calls fail as time-outs in CI.
 */
export async function startPiStandInForTests(options: { timeoutMs?: number } = {}) {
  const standIn = await startPiPlatformStandIn();
  const env: Record<string, string> = {
    PI_API_URL: standIn.url,
    PI_API_KEY: standIn.apiKey,
    PI_SDK_URL: standIn.sdkUrl,
    PI_TIMEOUT_MS: String(options.timeoutMs ?? 5_000),
  };
  return { standIn, env };
}
