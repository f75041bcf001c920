import { afterEach, describe, expect, it, vi } from 'vitest';
import { AbandonedError, BusyError } from './busy-error';
import { WorkLimiter } from './work-limiter';

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, task: () => opened.then(() => 'done') };
}

const settle = () => new Promise((r) => setImmediate(r));

afterEach(() => vi.useRealTimers());

describe('WorkLimiter', () => {
  it('runs at most `concurrency` tasks at once and starts waiters in arrival order', async () => {
    const limiter = new WorkLimiter({ concurrency: 2, maxQueue: 10, maxWaitMs: 10_000 });
    const started: number[] = [];
    const gates = [0, 1, 2, 3, 4].map(() => gate());
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        return g.task();
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect(limiter.stats).toMatchObject({ running: 2, queued: 3 });
    gates[1]?.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.open();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    for (const g of gates) g.open();
    await expect(Promise.all(runs)).resolves.toEqual(Array(5).fill('done'));
    expect(limiter.stats).toMatchObject({ running: 0, queued: 0 });
  });

  it('refuses at once when the queue is full, without running the task', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, maxQueue: 1, maxWaitMs: 10_000 });
    const g = gate();
    const first = limiter.run(g.task);
    const second = limiter.run(g.task);
    const third = vi.fn(g.task);
    await expect(limiter.run(third)).rejects.toBeInstanceOf(BusyError);
    expect(third).not.toHaveBeenCalled();
    expect(limiter.stats.refused).toBe(1);
    g.open();
    await expect(Promise.all([first, second])).resolves.toEqual(['done', 'done']);
  });

  it('refuses a task that waited longer than maxWaitMs', async () => {
    vi.useFakeTimers();
    const limiter = new WorkLimiter({ concurrency: 1, maxQueue: 5, maxWaitMs: 2_000 });
    const g = gate();
    const first = limiter.run(g.task);
    const late = vi.fn(g.task);
    const waiting = limiter.run(late);
    const outcome = expect(waiting).rejects.toThrow('QTN is busy. Please try again');
    await vi.advanceTimersByTimeAsync(2_001);
    await outcome;
    expect(limiter.stats).toMatchObject({ queued: 0, refused: 1 });
    g.open();
    await first;
    expect(late).not.toHaveBeenCalled();
    expect(limiter.stats.running).toBe(0);
  });

  it('drops a waiter whose client has gone, and the next one takes the slot', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, maxQueue: 5, maxWaitMs: 10_000 });
    const g = gate();
    const first = limiter.run(g.task);
    const client = new AbortController();
    const abandonedTask = vi.fn(g.task);
    const abandoned = limiter.run(abandonedTask, client.signal);
    const next = vi.fn(g.task);
    const after = limiter.run(next);
    client.abort();
    await expect(abandoned).rejects.toBeInstanceOf(AbandonedError);
    expect(limiter.stats).toMatchObject({ queued: 1, abandoned: 1 });
    g.open();
    await expect(Promise.all([first, after])).resolves.toEqual(['done', 'done']);
    expect(abandonedTask).not.toHaveBeenCalled();
    expect(next).toHaveBeenCalledOnce();
  });

  it('does not start work for a client that has already gone', async () => {
    const limiter = new WorkLimiter({ concurrency: 4, maxQueue: 5, maxWaitMs: 10_000 });
    const task = vi.fn(async () => 'done');
    await expect(limiter.run(task, AbortSignal.abort())).rejects.toBeInstanceOf(AbandonedError);
    expect(task).not.toHaveBeenCalled();
  });

  it('frees the slot when a task fails', async () => {
    const limiter = new WorkLimiter({ concurrency: 1, maxQueue: 0, maxWaitMs: 10_000 });
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(async () => 'ok')).resolves.toBe('ok');
  });
});
