import { bridgeResolver } from '../bridge/resolve-bridge';
import { watchBridgeOnce } from '../bridge/watch-bridge';
import type { Job } from './job';

/**
 * The bridge watcher (docs/decisions/045-bridge-vouchers.md): every BRIDGE_WATCH_MS after
 * the previous pass ends, one pass while the bridge is on. Passes never overlap in a process,
 * and the cursor's row lock makes concurrent passes of several processes apply each block
 * once. A failed pass (the RPC down) is logged and the next one tries again.
 */
export const watchBridge: Job = {
  name: 'watch-bridge',
  start: ({ config, db, clock, logger }) => {
    if (config.BRIDGE_WATCHER !== 'on' || !config.BRIDGE_SIGNER_KEY) return null;
    const resolve = bridgeResolver(config);
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    const loop = () => {
      if (stopped) return;
      running = resolve()
        .then(async (bridge) => {
          if (!bridge.enabled) return;
          const pass = await watchBridgeOnce(db, bridge, clock.now());
          if (pass.credited + pass.refunded + pass.redeemed + pass.dropped > 0) {
            logger.info({ bridgePass: pass }, 'bridge watcher pass');
          }
        })
        .catch((err: unknown) => logger.warn({ err }, 'bridge watcher pass failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) timer = setTimeout(loop, config.BRIDGE_WATCH_MS);
        });
    };
    timer = setTimeout(loop, 0);
    return {
      async stop() {
        stopped = true;
        clearTimeout(timer);
        await running;
      },
    };
  },
};
