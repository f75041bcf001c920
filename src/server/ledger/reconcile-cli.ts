import { loadConfig } from '../config';
import { openConfiguredDatabaseOrExit } from '../db/open-configured-database';
import { unitsToDecimal } from '@/domain/money/qtt';
import { reconcileLedger } from './reconcile-ledger';

/** `npm run ledger:reconcile`: exits 1 when any balance differs from its journal or the ledger does not sum to zero. */
const config = loadConfig();
const handle = await openConfiguredDatabaseOrExit(config);
await handle.migrate();
const r = await reconcileLedger(handle.db);
await handle.close();
console.log(
  `${r.accounts} accounts, ${r.transfers} transfers, total ${unitsToDecimal(r.total)} QTT`,
);
for (const m of r.mismatches) {
  console.log(
    `MISMATCH ${m.id}: stored ${unitsToDecimal(m.stored)}, journal ${unitsToDecimal(m.journal)}`,
  );
}
console.log(r.ok ? 'Ledger reconciles.' : 'Ledger does NOT reconcile.');
process.exitCode = r.ok ? 0 : 1;
