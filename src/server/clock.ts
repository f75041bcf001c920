/** The server's notion of now. Tests and the test-only time shift replace it; production never does. */
export interface Clock {
  now(): Date;
}

export function createClock(): Clock & { shiftMs: number } {
  return {
    shiftMs: 0,
    now() {
      return new Date(Date.now() + this.shiftMs);
    },
  };
}

/** Midnight UTC of the day `d` falls on: daily caps and "today" figures use UTC days. */
export function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}
