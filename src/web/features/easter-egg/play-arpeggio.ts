type AudioContextClass = new () => AudioContext;

/** Where the Web Audio constructor lives: the window, or a stand-in in tests. */
export interface AudioHost {
  AudioContext?: AudioContextClass;
  /** Older Safari only has the prefixed constructor. */
  webkitAudioContext?: AudioContextClass;
}

/** A rising C major arpeggio (C5 E5 G5 C6), in hertz. */
export const arpeggioNotes = [523.25, 659.25, 783.99, 1046.5] as const;
const noteGapSeconds = 0.11;
const noteLengthSeconds = 0.32;

/**
 * Plays a short synthesized arpeggio. Returns whether it started. Missing or blocked
 * audio (no Web Audio, autoplay policy, too many contexts) is silently skipped: a sound
 * is a flourish, never a reason to fail or to log an error.
 */
export function playArpeggio(host: AudioHost = globalThis): boolean {
  try {
    const AudioContextCtor = host.AudioContext ?? host.webkitAudioContext;
    if (!AudioContextCtor) return false;
    const ctx = new AudioContextCtor();
    if (ctx.state === 'suspended') ctx.resume().catch(() => undefined);
    const start = ctx.currentTime + 0.02;
    arpeggioNotes.forEach((frequency, i) => {
      const at = start + i * noteGapSeconds;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'triangle';
      osc.frequency.setValueAtTime(frequency, at);
      // Ramps instead of hard on/off avoid audible clicks; exponential ramps cannot reach 0.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + noteLengthSeconds);
      osc.connect(gain);
      gain.connect(ctx.destination);
      osc.start(at);
      osc.stop(at + noteLengthSeconds + 0.02);
    });
    // Browsers cap live audio contexts, so each play closes its own when done.
    const doneMs = (arpeggioNotes.length * noteGapSeconds + noteLengthSeconds + 0.2) * 1000;
    setTimeout(() => void ctx.close().catch(() => undefined), doneMs);
    return true;
  } catch {
    return false;
  }
}
