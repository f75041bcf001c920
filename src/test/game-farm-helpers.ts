import { eq } from 'drizzle-orm';
import type { GameResult } from '@/domain/api/games';
import type { SpeedTypingResult, SpeedTypingStart } from '@/domain/api/games-scored';
import type { CarRaceStartResponse } from '@/domain/api/games-timed';
import { ledgerAccount } from '@/server/db/schema';
import { walletAccountId } from '@/server/ledger/ledger-accounts';
import { signedInUser } from './admin-helpers';
import { humanLog } from './scored-game-helpers';
import { testOrigin, type TestApp } from './test-app';

type Reply = { statusCode: number; body: string; json(): unknown };
const ok = <T>(r: Reply): T => {
  if (r.statusCode !== 200) throw new Error(`${r.statusCode} ${r.body}`);
  return r.json() as T;
};

/**
 * A fresh account driven by a script from one address (`ip`), as a farm would drive it: no
 * browser, only the game routes, with the server's clock (docs/decisions/032).
 */
export async function farmAccount(t: TestApp, ip: string, app = t.app) {
  const me = await signedInUser(t);
  const { cookie } = me;
  const call = (url: string, payload: object, on = app) =>
    on.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: testOrigin, cookie },
      remoteAddress: ip,
    });
  return {
    id: me.id,
    ip,
    cookie,
    call,
    startRace: async (on = app) =>
      ok<CarRaceStartResponse>(await call('/api/car-race-start', { gameId: 'car-racer' }, on)),
    finishRace: async (sessionId: string, on = app) =>
      ok<GameResult>(await call('/api/car-race-finish', { sessionId }, on)),
    startTyping: async () =>
      ok<SpeedTypingStart>(await call('/api/games/speed-typing/sessions', {})),
    /** Types the first 25 words at a person's pace: the same rhythm in every account. */
    finishTyping: async (round: SpeedTypingStart) =>
      ok<SpeedTypingResult>(
        await call(`/api/games/speed-typing/sessions/${round.sessionId}/finish`, {
          log: humanLog(round.words.slice(0, 25)),
        }),
      ),
    async balance(): Promise<bigint> {
      const [row] = await t.database.db
        .select({ balance: ledgerAccount.balance })
        .from(ledgerAccount)
        .where(eq(ledgerAccount.id, walletAccountId(me.id)));
      return row?.balance ?? 0n;
    },
  };
}

export type FarmAccount = Awaited<ReturnType<typeof farmAccount>>;

/** Fresh accounts one after another (parallel sign-ups would only meet the hashing limiter). */
export async function farmAccounts(t: TestApp, n: number, ip: (i: number) => string) {
  const made: FarmAccount[] = [];
  for (let i = 0; i < n; i++) made.push(await farmAccount(t, ip(i)));
  return made;
}

/** Every account races once, all finishing at the same moment `ms` later. */
export async function raceAll(t: TestApp, farm: FarmAccount[], ms = 30_000) {
  const races = await Promise.all(farm.map((a) => a.startRace()));
  t.clock.shiftMs += ms;
  return Promise.all(farm.map((a, i) => a.finishRace(races[i]?.sessionId ?? '')));
}

/** The accounts' balances and their sum, in units. */
export async function balancesOf(farm: FarmAccount[]) {
  const balances = await Promise.all(farm.map((a) => a.balance()));
  return { balances, sum: balances.reduce((a, b) => a + b, 0n) };
}
