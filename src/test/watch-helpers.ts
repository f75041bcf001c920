import type { PowtCompleteResponse, PowtHeartbeatResponse, WatchHandle } from '@/domain/api/watch';
import { walletAccountId } from '@/server/ledger/ledger-accounts';
import { ledgerAccount } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { signedInUser } from './admin-helpers';
import { testOrigin, type TestApp } from './test-app';

/** A signed-in viewer driving the Proof of Watch Time endpoints, with the server clock. */
export async function viewer(t: TestApp) {
  const me = await signedInUser(t);
  const { cookie } = me;
  const call = (url: string, payload: object, c: string | null = cookie) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: testOrigin, ...(c ? { cookie: c } : {}) },
    });
  const v = {
    id: me.id,
    cookie,
    call,
    async start(contentId: string, extra: object = {}): Promise<WatchHandle> {
      const res = await call('/api/powt-start', { contentId, ...extra });
      if (res.statusCode !== 200) throw new Error(`start ${res.statusCode} ${res.body}`);
      return res.json();
    },
    heartbeat(h: WatchHandle, o: { seconds?: number; visible?: boolean; focused?: boolean } = {}) {
      return call('/api/powt-heartbeat', {
        ...h,
        seconds: o.seconds ?? 10,
        visible: o.visible ?? true,
        focused: o.focused ?? true,
      });
    },
    /** Advances the server clock, then sends a heartbeat that must be answered 200. */
    async beat(h: WatchHandle, afterMs = 10_000, o: { visible?: boolean; focused?: boolean } = {}) {
      t.clock.shiftMs += afterMs;
      const res = await v.heartbeat(h, o);
      if (res.statusCode !== 200) throw new Error(`heartbeat ${res.statusCode} ${res.body}`);
      return res.json() as PowtHeartbeatResponse;
    },
    complete(h: WatchHandle, extra: object = { visible: true, focused: true }) {
      return call('/api/powt-complete', { ...h, ...extra });
    },
    /** Watches `seconds` honestly: a heartbeat every 10 s, then completes after the rest. */
    async watch(contentId: string, seconds: number): Promise<PowtCompleteResponse> {
      let h: WatchHandle = await v.start(contentId);
      let left = seconds;
      while (left > 10) {
        h = await v.beat(h);
        left -= 10;
      }
      t.clock.shiftMs += left * 1000;
      const res = await v.complete(h);
      if (res.statusCode !== 200) throw new Error(`complete ${res.statusCode} ${res.body}`);
      return res.json();
    },
    async balance(): Promise<bigint> {
      const [row] = await t.database.db
        .select({ balance: ledgerAccount.balance })
        .from(ledgerAccount)
        .where(eq(ledgerAccount.id, walletAccountId(me.id)));
      return row?.balance ?? 0n;
    },
  };
  return v;
}
