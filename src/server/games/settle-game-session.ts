import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { GameOutcome, GameResult } from '@/domain/api/games';
import { findGame } from '@/domain/games/catalog';
import { gameOutcomeMessage } from '@/domain/games/game-outcome-message';
import { unitsToDecimal, type Units } from '@/domain/money/qtt';
import { addPlay } from '@/domain/pilot/played-time';
import { gameSession, userStats } from '../db/schema';
import { withTransaction, type Tx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { payReward } from '../ledger/pay-reward';
import { admitGameEarner } from './admit-game-earner';
import type { GamesDeps } from './games-deps';
import { lockPlayer } from './start-game-session';

export type GameSessionRow = typeof gameSession.$inferSelect;

/**
 * The judge's verdict on a finished session, computed from the session row (read under
 * the player's lock) and the evidence of the request:
 * - `pay`: the amount the rules give (0 when nothing was earned, e.g. under 15 s of play),
 *   with `message` when it is less than the play would be worth;
 * - `refuse`: below the stated requirements; paid nothing, the player is told why;
 * - `withhold`: implausible play; paid nothing, kept for the Security Center with `reason`.
 * `verifiedMs` is the play the evidence shows (docs/decisions/033); a judge that states none
 * counts none: the time a session stayed open is never play.
 */
export type GameVerdict =
  | {
      kind: 'pay';
      amount: Units;
      evidence: Record<string, unknown>;
      verifiedMs?: number;
      /** Why `amount` is what it is (too short, the game's maximum), when the rules say so. */
      message?: string;
    }
  | { kind: 'refuse'; message: string; evidence: Record<string, unknown>; verifiedMs?: number }
  | { kind: 'withhold'; reason: string; evidence: Record<string, unknown>; verifiedMs?: number };

export interface SettleInput {
  sessionId: string;
  userId: string;
  /** Two results of one game are never closer than this (the game's own length), ms. */
  minSpacingMs: number;
  /** Judges the session; runs inside the transaction, after the row is locked. */
  judge: (session: GameSessionRow, now: Date) => GameVerdict | Promise<GameVerdict>;
  /** Shown in the wallet: 'Game reward' (scored games) or 'Gameplay reward' (timed play). */
  reason: 'Game reward' | 'Gameplay reward';
}

/**
 * Settles a game session exactly once: judges it, pays through the one reward payer (key
 * `game:<sessionId>`, type `game`, the game id as source, within the daily game cap) and
 * counts the game in `user_stats`. A session that is not the caller's, not open, or
 * already settled answers 404 / `session_closed` and pays nothing.
 */
export async function settleGameSession(deps: GamesDeps, input: SettleInput): Promise<GameResult> {
  return withTransaction(deps.db, async (tx) => {
    await lockPlayer(tx, input.userId);
    const now = deps.clock.now();
    const [session] = await tx
      .select()
      .from(gameSession)
      .where(and(eq(gameSession.id, input.sessionId), eq(gameSession.userId, input.userId)));
    if (!session) throw AppError.notFound('Game session not found.');
    // Every answer that pays less than the rules give says why (product rules R5).
    const answer = (credited: Units, outcome: GameOutcome, own?: string): GameResult => {
      const message = own ?? gameOutcomeMessage(outcome, { dailyCap: deps.dailyCapUnits });
      return {
        sessionId: session.id,
        gameId: session.gameId as GameResult['gameId'],
        credited: unitsToDecimal(credited),
        outcome,
        ...(message ? { message } : {}),
        finishedAt: (session.finishedAt ?? now).toISOString(),
      };
    };
    if (session.status !== 'active') return answer(0n, 'session_closed');

    const verdict = await input.judge(session, now);
    // Play only grows: a finish adds what its evidence shows beyond the inputs already seen.
    const played = addPlay(session, verdict.verifiedMs ?? 0, now);
    const close = (values: Partial<typeof gameSession.$inferInsert>) =>
      tx
        .update(gameSession)
        .set({ finishedAt: now, ...played, evidence: verdict.evidence, ...values })
        .where(eq(gameSession.id, session.id));

    if (verdict.kind === 'withhold') {
      await close({ status: 'withheld', outcome: 'implausible', withheldReason: verdict.reason });
      deps.logger.warn(
        { sessionId: session.id, userId: input.userId, reason: verdict.reason },
        'game result withheld',
      );
      return answer(0n, 'implausible', 'This result could not be verified, so it earns nothing.');
    }
    if (verdict.kind === 'refuse') {
      await close({ status: 'finished', outcome: 'below_requirements' });
      await countGame(tx, input.userId, 0n);
      return answer(0n, 'below_requirements', verdict.message);
    }
    if (await settledRecently(tx, session, now, input.minSpacingMs)) {
      await close({ status: 'finished', outcome: 'too_soon' });
      return answer(0n, 'too_soon', 'Games finished this close together earn nothing.');
    }
    // Who may be paid at all (docs/decisions/032): withheld with its reason, never dropped.
    const refusal =
      verdict.amount > 0n ? await admitGameEarner(deps, tx, session, verdict.amount, now) : null;
    if (refusal) {
      const { outcome, reason, message, evidence } = refusal;
      await close({
        status: 'withheld',
        outcome,
        withheldReason: reason,
        evidence: { ...verdict.evidence, ...evidence },
      });
      return answer(0n, outcome, message);
    }
    const outcome = await pay(deps, tx, session, verdict.amount, verdict.evidence, input, now);
    await close({ status: 'finished', outcome, reward: outcome === 'paid' ? verdict.amount : 0n });
    await countGame(tx, input.userId, outcome === 'paid' ? verdict.amount : 0n);
    const own = outcome === 'paid' || outcome === 'nothing_earned' ? verdict.message : undefined;
    return answer(outcome === 'paid' ? verdict.amount : 0n, outcome, own);
  });
}

async function pay(
  deps: GamesDeps,
  tx: Tx,
  session: GameSessionRow,
  amount: Units,
  evidence: Record<string, unknown>,
  input: SettleInput,
  now: Date,
): Promise<GameOutcome> {
  if (amount <= 0n) return 'nothing_earned';
  const paid = await payReward({
    tx,
    userId: session.userId,
    amount,
    type: 'game',
    reason: input.reason,
    key: `game:${session.id}`,
    evidence: {
      game: findGame(session.gameId)?.title ?? session.gameId,
      gameId: session.gameId,
      sessionId: session.id,
      timestamp: now.toISOString(),
      ...evidence,
    },
    sourceId: session.gameId,
    dailyCap: { limit: deps.dailyCapUnits, now },
    now,
  });
  if (paid.paid) return 'paid';
  return paid.reason === 'already_paid' ? 'session_closed' : paid.reason;
}

/** True when another result of this game was settled less than `minSpacingMs` ago. */
async function settledRecently(tx: Tx, session: GameSessionRow, now: Date, minSpacingMs: number) {
  if (minSpacingMs <= 0) return false;
  const [last] = await tx
    .select({ id: gameSession.id })
    .from(gameSession)
    .where(
      and(
        eq(gameSession.userId, session.userId),
        eq(gameSession.gameId, session.gameId),
        inArray(gameSession.status, ['finished', 'withheld']),
        gt(gameSession.finishedAt, new Date(now.getTime() - minSpacingMs)),
      ),
    )
    .orderBy(desc(gameSession.finishedAt))
    .limit(1);
  return last !== undefined;
}

async function countGame(tx: Tx, userId: string, earned: Units) {
  await tx
    .insert(userStats)
    .values({ userId, totalGamesPlayed: 1, totalQttEarned: earned })
    .onConflictDoUpdate({
      target: userStats.userId,
      set: {
        totalGamesPlayed: sql`${userStats.totalGamesPlayed} + 1`,
        totalQttEarned: sql`${userStats.totalQttEarned} + ${earned}`,
        updatedAt: sql`now()`,
      },
    });
}
