import { describe, expect, it, vi } from 'vitest';
import type {
  LogWatchEventRequest,
  PowtCompleteRequest,
  PowtCompleteResponse,
  PowtHeartbeatRequest,
} from '@/domain/api/watch';
import { createWatchSession, type PowtApi } from './watch-session';

const handle = (n: number) => ({ sessionId: 's1', nonce: `n${n}`, ts: 1000 + n });

function fakeApi() {
  let n = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const track = async <T>(value: () => T) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 1));
    inFlight--;
    return value();
  };
  const api = {
    start: vi.fn((_contentId: string) => track(() => handle(n))),
    heartbeat: vi.fn((_body: PowtHeartbeatRequest) =>
      track(() => ({ ...handle(++n), accepted: true, verifiedSeconds: n * 10 })),
    ),
    complete: vi.fn((_body: PowtCompleteRequest) =>
      track((): PowtCompleteResponse => ({ credited: '5', verifiedSeconds: 95 })),
    ),
    logWatchEvent: vi.fn((_body: LogWatchEventRequest) => track(() => ({ qtt_earned: '0' }))),
  } satisfies PowtApi;
  return { api, maxInFlight: () => maxInFlight };
}

const attention = () => ({ visible: true, focused: false });

describe('createWatchSession', () => {
  it('serializes the calls and spends each rolling handle once', async () => {
    const { api, maxInFlight } = fakeApi();
    const onEarned = vi.fn();
    const session = createWatchSession({ contentId: 'c1', api, attention, onEarned });
    session.start();
    session.heartbeat(10);
    session.log(10, 10);
    session.heartbeat(20);
    session.complete();
    await session.settled();

    expect(maxInFlight()).toBe(1);
    expect(api.start).toHaveBeenCalledWith('c1');
    expect(api.heartbeat.mock.calls.map(([b]) => b)).toEqual([
      { ...handle(0), seconds: 10, visible: true, focused: false },
      { ...handle(1), seconds: 20, visible: true, focused: false },
    ]);
    expect(api.logWatchEvent).toHaveBeenCalledWith({
      contentId: 'c1',
      progress: 10,
      watchSeconds: 10,
    });
    expect(api.complete).toHaveBeenCalledWith({ ...handle(2), visible: true, focused: false });
    expect(onEarned).toHaveBeenCalledExactlyOnceWith('5', 'complete');
  });

  it('passes on the words of a completion that paid nothing, and nothing else', async () => {
    const { api } = fakeApi();
    const message = 'This video earned no QTT: please confirm your email address first.';
    api.complete.mockResolvedValueOnce({
      credited: '0',
      verifiedSeconds: 95,
      reason: 'email_unconfirmed',
      message,
    });
    api.complete.mockResolvedValueOnce({ credited: '0', verifiedSeconds: 5 });
    const onEarned = vi.fn();
    const onNotice = vi.fn();
    const session = createWatchSession({ contentId: 'c1', api, attention, onEarned, onNotice });
    for (let i = 0; i < 2; i++) {
      session.start();
      session.complete();
    }
    await session.settled();
    expect(onNotice).toHaveBeenCalledExactlyOnceWith(message);
    expect(onEarned).not.toHaveBeenCalled();
  });

  it('starts once per session, and again after completion', async () => {
    const { api } = fakeApi();
    const session = createWatchSession({ contentId: 'c1', api, attention, onEarned: vi.fn() });
    session.start();
    session.start();
    expect(session.isOpen).toBe(true);
    session.complete();
    expect(session.isOpen).toBe(false);
    session.heartbeat(30);
    session.start();
    await session.settled();
    expect(api.start).toHaveBeenCalledTimes(2);
    expect(api.heartbeat).not.toHaveBeenCalled();
  });

  it('logs failures only and keeps going', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi();
    api.heartbeat.mockRejectedValueOnce(new Error('stale handle'));
    const session = createWatchSession({ contentId: 'c1', api, attention, onEarned: vi.fn() });
    session.start();
    session.heartbeat(10);
    session.heartbeat(20);
    session.complete();
    await session.settled();
    expect(warn).toHaveBeenCalledWith('Watch heartbeat failed', expect.any(Error));
    // The refused handle was not replaced, so the next call uses it again.
    expect(api.heartbeat.mock.calls[1]?.[0]).toMatchObject({ nonce: 'n0', seconds: 20 });
    expect(api.complete).toHaveBeenCalledOnce();
  });

  it('skips heartbeats and completion when the session never started', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api } = fakeApi();
    api.start.mockRejectedValueOnce(new Error('401'));
    const session = createWatchSession({ contentId: 'c1', api, attention, onEarned: vi.fn() });
    session.start();
    session.heartbeat(10);
    session.complete();
    await session.settled();
    expect(warn).toHaveBeenCalledWith('Watch session start failed', expect.any(Error));
    expect(api.heartbeat).not.toHaveBeenCalled();
    expect(api.complete).not.toHaveBeenCalled();
  });

  it('reports a positive amount from the watch log', async () => {
    const { api } = fakeApi();
    api.logWatchEvent.mockResolvedValueOnce({ qtt_earned: '0' }).mockResolvedValueOnce({
      qtt_earned: '5',
    });
    const onEarned = vi.fn();
    const session = createWatchSession({ contentId: 'c1', api, attention, onEarned });
    session.log(80, 80);
    session.log(90, 90);
    await session.settled();
    expect(onEarned).toHaveBeenCalledExactlyOnceWith('5', 'log');
  });
});
