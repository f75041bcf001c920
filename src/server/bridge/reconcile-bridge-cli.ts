import { unitsToDecimal } from '@/domain/money/qtt';
import { loadConfig } from '../config';
import { openConfiguredDatabaseOrExit } from '../db/open-configured-database';
import { reconcileBridge } from './reconcile-bridge';
import { bridgeResolver } from './resolve-bridge';

/**
 * `npm run bridge:reconcile`: exits 1 and names each disagreement when the chain and the
 * ledger do not add up (docs/decisions/045-bridge-vouchers.md); 2 when the bridge is off.
 */
const config = loadConfig();
const bridge = await bridgeResolver(config)();
if (!bridge.enabled) {
  console.log(`The bridge is off (${bridge.offReason}): nothing to reconcile.`);
  process.exit(2);
}
const handle = await openConfiguredDatabaseOrExit(config);
await handle.migrate();
const r = await reconcileBridge(handle.db, bridge);
await handle.close();
const f = r.figures;
console.log(
  `head ${f.head}, watcher at ${f.cursor}; redeemed ${f.redemptions} vouchers (${f.totalRedeemedWei} wei), ` +
    `bridge:outbound ${unitsToDecimal(f.outboundUnits)} QTT; deposits confirmed ${f.depositsConfirmed}, ` +
    `credited ${f.depositsCredited} (${unitsToDecimal(f.inboundUnits)} QTT)`,
);
for (const p of r.problems) console.log(`DISAGREES: ${p}`);
console.log(r.ok ? 'The bridge reconciles.' : 'The bridge does NOT reconcile.');
process.exitCode = r.ok ? 0 : 1;
