import type { Logger } from 'pino';

export interface PilotScheduler {
  /** Stops the loop and waits for a pass in progress to end. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` at once and then `intervalMs` after each pass ends, so passes never overlap.
 * Our own loop rather than a job library (docs/decisions/018): the run's primary key and
 * row locks already make a pass safe from any number of processes, and the libraries on
 * PostgreSQL either need Node 22 (pg-boss 12) or do not run on PGlite. A failed pass is
 * logged and the next one tries again; it never takes the server down.
 */
export function startPilotScheduler(o: {
  intervalMs: number;
  logger: Logger;
  pass: () => Promise<string[]>;
}): PilotScheduler {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const loop = () => {
    if (stopped) return;
    running = o
      .pass()
      .then((days) => {
        if (days.length > 0) o.logger.info({ days }, 'allocated the daily usage bonus');
      })
      .catch((err: unknown) => o.logger.error({ err }, 'daily usage bonus run failed'))
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(loop, o.intervalMs);
      });
  };
  timer = setTimeout(loop, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
