/**
 * Three server processes on one PostgreSQL while it stops twice under money writes spread
 * over all of them (docs/decisions/031): none dies, each answers only 2xx, 4xx or 503 and
 * serves again by itself, and every acknowledged write is there.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  expectOutageSurvived,
  outageSkipReason,
  startOutageServers,
  stopOutageServers,
  type OutageServers,
} from '@/test/outage-servers';

if (outageSkipReason) console.info(`multiprocess-outage.int.test.ts: ${outageSkipReason}`);

describe.skipIf(outageSkipReason)(
  outageSkipReason
    ? `three server processes whose database stops: ${outageSkipReason}`
    : 'three server processes whose database stops',
  () => {
    let s: OutageServers | undefined;
    beforeAll(async () => {
      s = await startOutageServers(3, 3);
    }, 300_000);
    afterAll(() => stopOutageServers(s), 60_000);

    it('all survive pg_ctl stop -m fast, then -m immediate', async () => {
      await expectOutageSurvived(s as OutageServers, { mode: 'fast', stoppedMs: 2_500 });
      await expectOutageSurvived(s as OutageServers, { mode: 'immediate', stoppedMs: 2_500 });
    });
  },
  180_000,
);
