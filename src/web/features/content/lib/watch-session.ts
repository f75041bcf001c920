import type { WatchHandle } from '@/domain/api/watch';
import type { completeWatch } from '../api/complete-watch';
import type { logWatchEvent } from '../api/log-watch-event';
import type { sendWatchHeartbeat } from '../api/send-watch-heartbeat';
import type { startWatch } from '../api/start-watch';
import { isPositiveQtt } from './format-qtt';

/**
 * The Proof of Watch Time calls a session makes (api/), passed in so a test can stand in
 * for the server. None carries an amount: the server measures (product rules R1, R5).
 */
export interface PowtApi {
  start: typeof startWatch;
  heartbeat: typeof sendWatchHeartbeat;
  complete: typeof completeWatch;
  logWatchEvent: typeof logWatchEvent;
}

export interface WatchSessionOptions {
  contentId: string;
  api: PowtApi;
  attention: () => { visible: boolean; focused: boolean };
  /** A positive amount from the watch log ('log') or from completion ('complete'). */
  /** `amount` is decimal QTT ('5', '0.5'), as the server wrote it. */
  onEarned: (amount: string, source: 'log' | 'complete') => void;
  /** Why a completion paid nothing, when the server says so in words the viewer can act on. */
  onNotice?: (message: string) => void;
  /** The session's verified seconds, as each heartbeat's answer gives them. */
  onVerified?: (seconds: number) => void;
}

export type WatchSession = ReturnType<typeof createWatchSession>;

/**
 * One viewer's Proof of Watch Time calls for one item. The handle is single-use and
 * rolling (every heartbeat answers with the next one), so every call goes through one
 * queue: two calls in flight would both spend the same handle and one would be refused.
 * Failures are logged only (product rules R11) and never stop the queue.
 */
export function createWatchSession({
  contentId,
  api,
  attention,
  onEarned,
  onNotice,
  onVerified,
}: WatchSessionOptions) {
  let queue: Promise<void> = Promise.resolve();
  let handle: WatchHandle | null = null;
  /** True from the first play until completion: a start is queued or done. */
  let open = false;

  const enqueue = (what: string, task: () => Promise<void>) => {
    queue = queue.then(task).catch((error: unknown) => console.warn(`${what} failed`, error));
  };

  return {
    get isOpen() {
      return open;
    },
    /** Begins a session unless one is open (product rules R11: on first play). */
    start() {
      if (open) return;
      open = true;
      enqueue('Watch session start', async () => {
        const { sessionId, nonce, ts } = await api.start(contentId);
        handle = { sessionId, nonce, ts };
      });
    },
    heartbeat(seconds: number) {
      if (!open) return;
      enqueue('Watch heartbeat', async () => {
        if (!handle) return;
        const next = await api.heartbeat({ ...handle, seconds, ...attention() });
        handle = { sessionId: next.sessionId, nonce: next.nonce, ts: next.ts };
        onVerified?.(next.verifiedSeconds);
      });
    },
    log(progress: number, watchSeconds: number) {
      enqueue('Watch log', async () => {
        const { qtt_earned } = await api.logWatchEvent({ contentId, progress, watchSeconds });
        if (isPositiveQtt(qtt_earned)) onEarned(qtt_earned, 'log');
      });
    },
    /** Ends the open session; the next play begins a new one. */
    complete() {
      if (!open) return;
      open = false;
      enqueue('Watch complete', async () => {
        const last = handle;
        handle = null;
        if (!last) return;
        const { credited, message } = await api.complete({ ...last, ...attention() });
        if (isPositiveQtt(credited)) onEarned(credited, 'complete');
        else if (message) onNotice?.(message);
      });
    },
    /** Settles when every queued call has finished (for tests and teardown). */
    settled: () => queue,
  };
}
