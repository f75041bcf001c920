import type { PiConfig } from '@/domain/api/pi';
import type { Config } from '../config';

/** What the browser may know about Pi here: never the key, only whether it is on. */
export function piConfigView(config: Config): PiConfig {
  const enabled = Boolean(config.PI_API_KEY);
  return {
    enabled,
    sdkUrl: enabled ? config.PI_SDK_URL : null,
    sandbox: config.PI_SANDBOX ?? true,
    network: config.PI_NETWORK,
  };
}
