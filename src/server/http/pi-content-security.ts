/** The Pi Platform API the real SDK calls from the page. */
export const piApiOrigin = 'https://api.minepi.com';
/** The Pi Developer Portal's sandbox frames the app while it is tested outside the Pi Browser. */
export const piSandboxOrigin = 'https://sandbox.minepi.com';

export interface PiPagePolicy {
  /** Where the browser loads the Pi SDK from (PI_SDK_URL). */
  sdkUrl: string;
  sandbox: boolean;
}

/**
 * What the Pi SDK needs added to the policy, only when Pi is configured (decision 016): its
 * script's origin (scripts, its calls and its frames, which also covers the local
 * stand-in), the Pi Platform API, and in sandbox mode being framed by Pi's sandbox.
 */
export function piPolicyAdditions(pi: PiPagePolicy) {
  const sdkOrigin = new URL(pi.sdkUrl).origin;
  return {
    scriptSrc: [sdkOrigin],
    connectSrc: unique([sdkOrigin, piApiOrigin]),
    frameSrc: [sdkOrigin],
    frameAncestors: pi.sandbox ? [piSandboxOrigin] : [],
  };
}

const unique = (values: string[]) => [...new Set(values)];
