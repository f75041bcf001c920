/** Up, up, down, down, left, right, left, right, B, A. */
export const konamiSequence = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
] as const;

// Pressing Shift (or Caps Lock) to type a capital B must not break the sequence.
const neutralKeys = new Set(['Shift', 'CapsLock', 'Control', 'Alt', 'Meta', 'OS']);

export interface KonamiStep {
  /** How many keys of the sequence are matched so far (0 after a full match). */
  progress: number;
  matched: boolean;
}

const normalize = (key: string) => (key.length === 1 ? key.toLowerCase() : key);

/**
 * Advances the match by one key press. A wrong key does not always start over: the
 * progress falls back to the longest part of the sequence the recent keys still form,
 * so ↑ ↑ ↑ ↓ ↓ … (one ↑ too many) still counts.
 */
export function advanceKonami(progress: number, key: string): KonamiStep {
  if (neutralKeys.has(key)) return { progress, matched: false };
  const typed = [...konamiSequence.slice(0, progress), normalize(key)];
  for (let length = Math.min(typed.length, konamiSequence.length); length > 0; length--) {
    const tail = typed.slice(typed.length - length);
    if (tail.every((k, i) => k === konamiSequence[i])) {
      return length === konamiSequence.length
        ? { progress: 0, matched: true }
        : { progress: length, matched: false };
    }
  }
  return { progress: 0, matched: false };
}
