import { afterEach, describe, expect, it, vi } from 'vitest';
import { arpeggioNotes, playArpeggio, type AudioHost } from './play-arpeggio';

/** Just enough of the Web Audio API to see what would be played. */
function fakeAudio(state: AudioContextState = 'running') {
  const played: Array<{ frequency: number; start: number; stop: number }> = [];
  const contexts: FakeContext[] = [];
  const param = () => ({ setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeContext {
    state = state;
    currentTime = 1;
    destination = {};
    resume = vi.fn(() => Promise.reject(new Error('not allowed')));
    close = vi.fn(() => Promise.resolve());
    constructor() {
      contexts.push(this);
    }
    createGain() {
      return { gain: param(), connect: vi.fn() };
    }
    createOscillator() {
      const note = { frequency: 0, start: 0, stop: 0 };
      played.push(note);
      return {
        type: 'sine',
        frequency: { setValueAtTime: (f: number) => (note.frequency = f) },
        connect: vi.fn(),
        start: (t: number) => (note.start = t),
        stop: (t: number) => (note.stop = t),
      };
    }
  }
  return { win: { AudioContext: FakeContext } as unknown as AudioHost, played, contexts };
}

afterEach(() => vi.useRealTimers());

describe('playArpeggio', () => {
  it('schedules the rising notes one after another and closes its context afterwards', () => {
    vi.useFakeTimers();
    const { win, played, contexts } = fakeAudio();
    expect(playArpeggio(win)).toBe(true);
    expect(played.map((n) => n.frequency)).toEqual([...arpeggioNotes]);
    const starts = played.map((n) => n.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(starts).size).toBe(arpeggioNotes.length);
    expect(played.every((n) => n.stop > n.start)).toBe(true);
    expect(contexts[0]?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2000);
    expect(contexts[0]?.close).toHaveBeenCalledTimes(1);
  });

  it('tries to resume a suspended context and tolerates a refusal', async () => {
    const { win, contexts } = fakeAudio('suspended');
    expect(playArpeggio(win)).toBe(true);
    expect(contexts[0]?.resume).toHaveBeenCalled();
    await Promise.resolve();
  });

  it('does nothing without Web Audio, also the default host outside a browser', () => {
    expect(playArpeggio()).toBe(false);
    expect(playArpeggio({})).toBe(false);
  });

  it('does not throw when audio is blocked', () => {
    const blocked = function () {
      throw new DOMException('blocked', 'NotAllowedError');
    };
    expect(playArpeggio({ AudioContext: blocked as unknown as AudioHost['AudioContext'] })).toBe(
      false,
    );
  });
});
