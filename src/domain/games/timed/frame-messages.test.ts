import { describe, expect, it } from 'vitest';
import { readFrameMessage, sandboxedFrameOrigin } from './frame-messages';

const frame = { name: 'the game frame' };
const expected = { source: frame, origin: sandboxedFrameOrigin };
const msg = (over: Partial<{ source: unknown; origin: string; data: unknown }> = {}) => ({
  source: frame,
  origin: 'null',
  data: { qtn: 'game', event: 'playing' },
  ...over,
});

describe('frame messages: both source and origin are checked', () => {
  it('reads a message from the frame window with the sandboxed origin', () => {
    expect(readFrameMessage(msg(), expected)).toEqual({ qtn: 'game', event: 'playing' });
    expect(
      readFrameMessage(msg({ data: { qtn: 'game', event: 'game-over', score: 7 } }), expected),
    ).toEqual({ qtn: 'game', event: 'game-over', score: 7 });
  });

  it('ignores another window, even with the right origin', () => {
    expect(readFrameMessage(msg({ source: {} }), expected)).toBeNull();
    expect(readFrameMessage(msg({ source: null }), expected)).toBeNull();
    expect(readFrameMessage(msg({ source: null }), { source: null, origin: 'null' })).toBeNull();
  });

  it('ignores the right window with another origin', () => {
    for (const origin of ['http://localhost:3000', 'https://evil.example', '', 'null ']) {
      expect(readFrameMessage(msg({ origin }), expected)).toBeNull();
    }
  });

  it('ignores unknown shapes and events', () => {
    for (const data of [null, 7, 'hello', { event: 'playing' }, { qtn: 'game', event: 'paid' }]) {
      expect(readFrameMessage(msg({ data }), expected)).toBeNull();
    }
    expect(
      readFrameMessage(msg({ data: { qtn: 'game', event: 'ready', score: 'x' } }), expected),
    ).toEqual({ qtn: 'game', event: 'ready' });
  });

  it('accepts any string containing car-race-finished, as the specification says', () => {
    expect(readFrameMessage(msg({ data: 'qtn:car-race-finished' }), expected)?.event).toBe(
      'car-race-finished',
    );
  });
});
