import { randomInt } from 'node:crypto';
import type { MemoryMasterStart, SpeedTypingStart } from '@/domain/api/games-scored';
import { findGame, type Game } from '@/domain/games/catalog';
import { shuffleDeck } from '@/domain/games/memory-faces';
import { memoryMaster } from '@/domain/games/memory-master-rules';
import { speedTyping } from '@/domain/games/speed-typing-rules';
import { pickTypingWords } from '@/domain/games/typing-words';
import type { GamesDeps } from '../games-deps';
import { startGameSession } from '../start-game-session';
import type { MemorySecret, TypingSecret } from './scored-secrets';

export interface Player {
  userId: string;
  ip: string | null;
  ua: string | null;
}

const random = (n: number) => randomInt(n);
const gameOf = (id: 'speed-typing' | 'memory-master'): Game => findGame(id) as Game;

/** Deals a round's words from the server's randomness; the words are answered, the score is not. */
export async function startSpeedTyping(deps: GamesDeps, p: Player): Promise<SpeedTypingStart> {
  const secret: TypingSecret = { words: pickTypingWords(speedTyping.wordsPerRound, random) };
  const { id } = await startGameSession(deps, { ...p, game: gameOf('speed-typing'), secret });
  return { sessionId: id, words: secret.words, roundSeconds: speedTyping.roundMs / 1000 };
}

/** Shuffles a deck that never leaves the server whole: a face is told only when flipped. */
export async function startMemoryMaster(deps: GamesDeps, p: Player): Promise<MemoryMasterStart> {
  const secret: MemorySecret = { deck: shuffleDeck(random), flips: [] };
  const { id } = await startGameSession(deps, { ...p, game: gameOf('memory-master'), secret });
  return {
    sessionId: id,
    cards: memoryMaster.cards,
    timeLimitSeconds: memoryMaster.timeLimitMs / 1000,
  };
}
