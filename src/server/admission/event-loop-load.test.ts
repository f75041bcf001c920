import { describe, expect, it } from 'vitest';
import { EventLoopLoad } from './event-loop-load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function blockFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* the event loop is stuck here */
  }
}

describe('EventLoopLoad', () => {
  it('reads an idle loop as not overloaded', async () => {
    const load = new EventLoopLoad({ maxDelayMs: 100, maxUtilization: 0, sampleMs: 60_000 });
    load.start();
    await sleep(100);
    const reading = load.sample();
    load.stop();
    expect(reading.overloaded).toBe(false);
    expect(reading.eventLoopDelayMs).toBeLessThan(100);
  });

  it('reads a blocked loop as overloaded, by delay and by utilisation', async () => {
    const byDelay = new EventLoopLoad({ maxDelayMs: 50, maxUtilization: 0, sampleMs: 60_000 });
    const byUse = new EventLoopLoad({ maxDelayMs: 0, maxUtilization: 0.5, sampleMs: 60_000 });
    byDelay.start();
    byUse.start();
    await sleep(30);
    for (let i = 0; i < 3; i++) {
      blockFor(200);
      await sleep(1);
    }
    expect(byDelay.sample().overloaded).toBe(true);
    expect(byUse.sample()).toMatchObject({ overloaded: true });
    expect(byUse.reading.eventLoopUtilization).toBeGreaterThan(0.5);
    byDelay.stop();
    byUse.stop();
  });

  it('never sheds with both thresholds off', () => {
    const load = new EventLoopLoad({ maxDelayMs: 0, maxUtilization: 0, sampleMs: 60_000 });
    load.start();
    blockFor(100);
    expect(load.sample().overloaded).toBe(false);
    load.stop();
  });
});
