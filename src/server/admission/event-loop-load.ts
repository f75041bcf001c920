import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';

export interface LoadThresholds {
  /** Shed when timers ran this late on average over the last sample (ms); 0 = never. */
  maxDelayMs: number;
  /** Shed when the event loop was busy more than this share of the last sample; 0 = never. */
  maxUtilization: number;
  sampleMs: number;
}

export interface LoadReading {
  eventLoopDelayMs: number;
  eventLoopUtilization: number;
  overloaded: boolean;
}

/**
 * Samples how late the event loop runs and how busy it is. A saturated loop answers
 * everything late; refusing part of the work early keeps the rest fast.
 */
export class EventLoopLoad {
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  private lastElu: EventLoopUtilization = performance.eventLoopUtilization();
  private timer: NodeJS.Timeout | undefined;
  reading: LoadReading = { eventLoopDelayMs: 0, eventLoopUtilization: 0, overloaded: false };

  constructor(readonly thresholds: LoadThresholds) {}

  start() {
    this.histogram.enable();
    this.timer = setInterval(() => this.sample(), this.thresholds.sampleMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
    this.histogram.disable();
  }

  sample() {
    const elu = performance.eventLoopUtilization(this.lastElu);
    this.lastElu = performance.eventLoopUtilization();
    // The histogram records whole intervals between its 10 ms ticks: the lateness is the rest.
    // The mean, not a high percentile: one slow tick (a GC pause) is no reason to refuse work.
    const delayMs = Math.max(0, this.histogram.mean / 1e6 - 10) || 0;
    this.histogram.reset();
    const { maxDelayMs, maxUtilization } = this.thresholds;
    this.reading = {
      eventLoopDelayMs: Math.round(delayMs * 10) / 10,
      eventLoopUtilization: Math.round(elu.utilization * 1000) / 1000,
      overloaded:
        (maxDelayMs > 0 && delayMs > maxDelayMs) ||
        (maxUtilization > 0 && elu.utilization > maxUtilization),
    };
    return this.reading;
  }
}
