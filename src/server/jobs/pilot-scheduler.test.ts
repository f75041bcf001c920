import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { startPilotScheduler } from './pilot-scheduler';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('startPilotScheduler', () => {
  it('never overlaps its passes, survives a failing one, and stop waits for the pass', async () => {
    const logger = pino({ level: 'silent' });
    const error = vi.spyOn(logger, 'error');
    let running = 0;
    let most = 0;
    let passes = 0;
    const scheduler = startPilotScheduler({
      intervalMs: 5,
      logger,
      pass: async () => {
        passes += 1;
        running += 1;
        most = Math.max(most, running);
        await sleep(20);
        running -= 1;
        if (passes === 1) throw new Error('database away');
        return [];
      },
    });
    await sleep(150);
    await scheduler.stop();
    const after = passes;
    expect(running).toBe(0);
    expect(most).toBe(1);
    expect(after).toBeGreaterThan(2);
    expect(error).toHaveBeenCalledTimes(1);
    await sleep(50);
    expect(passes).toBe(after);
  });
});
