import { eq } from 'drizzle-orm';
import type { GameResult } from '@/domain/api/games';
import type {
  CarRaceStartResponse,
  GamePlayFinishResponse,
  GamePlayHeartbeatResponse,
  PlayHandle,
} from '@/domain/api/games-timed';
import { ledgerTransfer } from '@/server/db/schema';
import { walletAccountId } from '@/server/ledger/ledger-accounts';
import type { TestApp } from './test-app';
import { viewer } from './watch-helpers';

type Attention = { visible?: boolean; focused?: boolean };

/** A signed-in player driving the timed game endpoints, with the server clock. */
export async function player(t: TestApp) {
  const v = await viewer(t);
  const json = async <T>(res: { statusCode: number; body: string; json(): unknown }) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const p = {
    ...v,
    start: (gameId = 'attention-trainer', extra: object = {}) =>
      v.call('/api/game-play-start', { gameId, ...extra }).then((r) => json<PlayHandle>(r)),
    heartbeat: (h: PlayHandle, o: Attention = {}) =>
      v.call('/api/game-play-heartbeat', {
        ...h,
        visible: o.visible ?? true,
        focused: o.focused ?? true,
      }),
    /** Advances the server clock, then sends a heartbeat that must be answered 200. */
    async beat(h: PlayHandle, afterMs = 10_000, o: Attention = {}) {
      t.clock.shiftMs += afterMs;
      return json<GamePlayHeartbeatResponse>(await p.heartbeat(h, o));
    },
    finish: (h: PlayHandle, extra: object = { visible: true, focused: true }) =>
      v.call('/api/game-play-finish', { ...h, ...extra }),
    /** Plays honestly for `seconds`: a heartbeat every 10 s, then finishes after the rest. */
    async play(seconds: number, gameId?: string): Promise<GamePlayFinishResponse> {
      let h: PlayHandle = await p.start(gameId);
      let left = seconds;
      while (left >= 10) {
        h = await p.beat(h);
        left -= 10;
      }
      t.clock.shiftMs += left * 1000;
      return json(await p.finish(h));
    },
    startRace: () =>
      v
        .call('/api/car-race-start', { gameId: 'car-racer' })
        .then((r) => json<CarRaceStartResponse>(r)),
    finishRace: (sessionId: string, extra: object = {}) =>
      v.call('/api/car-race-finish', { sessionId, ...extra }),
    async race(seconds: number): Promise<GameResult> {
      const { sessionId } = await p.startRace();
      t.clock.shiftMs += seconds * 1000;
      return json(await p.finishRace(sessionId));
    },
    /** The player's credits, oldest first. */
    credits: () =>
      t.database.db
        .select({
          reason: ledgerTransfer.reason,
          type: ledgerTransfer.type,
          sourceId: ledgerTransfer.sourceId,
          amount: ledgerTransfer.amount,
        })
        .from(ledgerTransfer)
        .where(eq(ledgerTransfer.creditAccountId, walletAccountId(v.id)))
        .orderBy(ledgerTransfer.id),
  };
  return p;
}
