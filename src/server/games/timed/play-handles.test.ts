import { describe, expect, it } from 'vitest';
import { applyHeartbeat } from '../../watch/heartbeat-rules';
import { createWatchTokenSigner } from '../../watch/watch-token';
import { createPlayHandles, firstPlayState } from './play-handles';

const secret = 'unit-secret-unit-secret-unit-secret-0000';
const state = firstPlayState({
  sessionId: '0123456789abcdef0123456789abcdef',
  userId: '11111111-2222-3333-4444-555555555555',
  binding: 'AAAAAAAAAAAAAAAAAAAAAA',
  nowMs: 1_000_000,
});

describe('game play handles', () => {
  it('round-trip through the game signer', () => {
    const { signer } = createPlayHandles(secret);
    expect(signer.verify(signer.sign(state), 1_000_001)).toEqual(state);
  });

  it('a watch handle is not a game handle, nor the reverse (own key label)', () => {
    const game = createPlayHandles(secret).signer;
    const watch = createWatchTokenSigner(secret);
    expect(game.verify(watch.sign(state), 1_000_001)).toBeNull();
    expect(watch.verify(game.sign(state), 1_000_001)).toBeNull();
  });

  it('count only visible, focused intervals, never faster than the server clock', () => {
    const hidden = applyHeartbeat(state, state.st + 10_000, { visible: false, focused: true });
    expect(hidden).toMatchObject({ accepted: false, reason: 'not_visible' });
    expect(hidden.state.v).toBe(0);
    const blurred = applyHeartbeat(state, state.st + 10_000, { visible: true, focused: false });
    expect(blurred.state.v).toBe(0);
    const quick = applyHeartbeat(state, state.st + 2_000, { visible: true, focused: true });
    expect(quick).toMatchObject({ accepted: false, reason: 'too_frequent' });
    const ok = applyHeartbeat(state, state.st + 10_000, { visible: true, focused: true });
    expect(ok.state.v).toBe(10_000);
    const late = applyHeartbeat(ok.state, state.st + 60_000, { visible: true, focused: true });
    expect(late.state.v).toBe(22_000);
  });
});
