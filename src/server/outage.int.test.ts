/**
 * A real server process while its PostgreSQL stops under money writes (docs/decisions/031):
 * it stays up, answers only 2xx, 4xx or 503, serves again by itself once the database is
 * back, and every write it acknowledged is there, with a ledger that reconciles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectOutageSurvived,
  outageSkipReason,
  startOutageServers,
  startupWaitLine,
  stopOutageServers,
  type OutageServers,
} from '@/test/outage-servers';

if (outageSkipReason) console.info(`outage.int.test.ts: ${outageSkipReason}`);

describe.skipIf(outageSkipReason)(
  outageSkipReason
    ? `a server process whose database stops: ${outageSkipReason}`
    : 'a server process whose database stops',
  () => {
    let s: OutageServers | undefined;
    beforeAll(async () => {
      s = await startOutageServers(1, 8, { startWhileDown: true });
    }, 300_000);
    afterAll(() => stopOutageServers(s), 60_000);
    const servers = () => s as OutageServers;

    it('started while its database was down, waited for it, and then served', () => {
      const [p] = servers().servers;
      expect(p?.output()).toContain(startupWaitLine);
      expect(p?.child.exitCode).toBeNull();
    });

    it('survives pg_ctl stop -m fast under vault creations and rewards', async () => {
      await expectOutageSurvived(servers(), { mode: 'fast', stoppedMs: 2_500 });
    });

    it('survives pg_ctl stop -m immediate (connections cut, crash recovery)', async () => {
      await expectOutageSurvived(servers(), { mode: 'immediate', stoppedMs: 2_500 });
    });

    it('rolls back the writes it held in open transactions when the database goes', async () => {
      await expectOutageSurvived(servers(), {
        mode: 'immediate',
        stoppedMs: 2_000,
        openTransactions: true,
      });
    });
  },
  120_000,
);
