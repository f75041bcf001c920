import { findGame } from '@/domain/games/catalog';
import { flipRhythmResolutionMs, inputRhythm } from '../games/input-rhythm';
import { farmFlagRules as rules } from './farm-flag-rules';

/** What a settled game session's timing is read from. */
export interface TimedSession {
  gameId: string;
  kind: string;
  verifiedMs: number;
  evidence: Record<string, unknown>;
  /** Memory Master's server-timed flips `[index, atMs]`; null for other games. */
  flips: unknown;
}

export interface TimingSignature {
  /** Equal for sessions with the same timing. */
  key: string;
  /** `inputs`: an input rhythm no two people share; `duration`: honest players may share it. */
  strength: 'inputs' | 'duration';
  /** "finished races in the same time (20.0 s)", after "N accounts". */
  words: string;
}

const seconds = (steps: number) => `${((steps * rules.durationStepMs) / 1000).toFixed(1)} s`;

/**
 * A session's timing (docs/decisions/032): the rhythm of its inputs where the server has
 * them (Speed Typing's log, Memory Master's flips), else its verified duration. Null when
 * the session says too little.
 */
export function timingSignature(s: TimedSession): TimingSignature | null {
  const title = findGame(s.gameId)?.title ?? s.gameId;
  const step = Math.round(s.verifiedMs / rules.durationStepMs);
  switch (s.kind) {
    case 'speed-typing': {
      const rhythm = s.evidence.rhythm;
      if (typeof rhythm !== 'string') return null;
      const words = `typed ${title} with the same rhythm`;
      return { key: `${s.gameId}|${rhythm}`, strength: 'inputs', words };
    }
    case 'memory-master': {
      const times = Array.isArray(s.flips)
        ? s.flips.map((f: unknown) => (Array.isArray(f) ? Number(f[1]) : NaN))
        : [];
      const rhythm = times.every(Number.isFinite)
        ? inputRhythm(times, flipRhythmResolutionMs)
        : null;
      if (!rhythm) return null;
      const words = `flipped ${title} cards with the same rhythm`;
      return { key: `${s.gameId}|${rhythm}`, strength: 'inputs', words };
    }
    case 'car-racer':
      return {
        key: `${s.gameId}|${step}`,
        strength: 'duration',
        words: `finished ${title} races in the same time (${seconds(step)})`,
      };
    case 'embedded': {
      const beats = Number(s.evidence.heartbeats ?? 0);
      return {
        key: `${s.gameId}|${step}|${beats}`,
        strength: 'duration',
        words: `played ${title} for the same verified time (${seconds(step)}, ${beats} heartbeats)`,
      };
    }
    default:
      return null;
  }
}
