import { AbandonedError, BusyError } from './busy-error';

export interface WorkLimiterOptions {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks waiting for a slot; one more is refused at once. */
  maxQueue: number;
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number;
}

interface Waiter {
  start: () => void;
}

/**
 * Runs expensive work (password hashing) a few at a time. Waiting is bounded twice, by
 * the queue's length and by time, so an overload answers 503 quickly instead of making
 * everyone wait; a waiter whose client has gone is dropped before it costs anything.
 */
export class WorkLimiter {
  private running = 0;
  private readonly queue: Waiter[] = [];
  refused = 0;
  abandoned = 0;

  constructor(readonly options: WorkLimiterOptions) {}

  get stats() {
    return {
      running: this.running,
      queued: this.queue.length,
      refused: this.refused,
      abandoned: this.abandoned,
    };
  }

  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) {
      this.abandoned++;
      throw new AbandonedError();
    }
    if (this.running >= this.options.concurrency) await this.waitForSlot(signal);
    else this.running++;
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    if (this.queue.length >= this.options.maxQueue) {
      this.refused++;
      return Promise.reject(new BusyError());
    }
    return new Promise<void>((resolve, reject) => {
      const leave = (err: Error) => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        reject(err);
      };
      const onAbort = () => {
        this.abandoned++;
        leave(new AbandonedError());
      };
      const timer = setTimeout(() => {
        this.refused++;
        leave(new BusyError());
      }, this.options.maxWaitMs);
      const waiter: Waiter = {
        // The slot passes straight from the finished task to this one (running stays the same).
        start: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(waiter);
    });
  }

  private release() {
    const next = this.queue.shift();
    if (next) next.start();
    else this.running--;
  }
}
