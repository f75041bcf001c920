import { eq } from 'drizzle-orm';
import type { TypingEvent } from '@/domain/games/speed-typing-replay';
import { ledgerAccount } from '@/server/db/schema';
import { walletAccountId } from '@/server/ledger/ledger-accounts';
import { signedInUser } from './admin-helpers';
import { testOrigin, type TestApp } from './test-app';

/** A signed-in player of the scored games, calling the HTTP routes with the server clock. */
export async function scoredPlayer(t: TestApp) {
  const me = await signedInUser(t);
  const { cookie } = me;
  const call = (url: string, payload: object = {}, c: string | null = cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/games/${url}`,
      payload,
      headers: { origin: testOrigin, ...(c ? { cookie: c } : {}) },
    });
  const json = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
    return r.json() as T;
  };
  return {
    id: me.id,
    cookie,
    call,
    json,
    async balance(): Promise<bigint> {
      const [row] = await t.database.db
        .select({ balance: ledgerAccount.balance })
        .from(ledgerAccount)
        .where(eq(ledgerAccount.id, walletAccountId(me.id)));
      return row?.balance ?? 0n;
    },
  };
}

/** Types `words` like a person: one character every 150–240 ms, Space after each word. */
export function humanLog(words: readonly string[], startMs = 200): TypingEvent[] {
  const log: TypingEvent[] = [];
  let t = startMs;
  let i = 0;
  for (const w of words) {
    for (let k = 1; k <= w.length + 1; k++) {
      t += 150 + ((i++ * 37) % 90);
      log.push([t, k <= w.length ? w.slice(0, k) : `${w} `]);
    }
  }
  return log;
}
