import type { AppServices } from '../app-services';

/** A job that runs, it stops when the app closes; `stop` waits for work in progress. */
export interface RunningJob {
  stop(): Promise<void>;
}

/**
 * Background work of the server process, beside the requests: `start` runs when the app is
 * ready and answers null when its configuration turns it off.
 */
export interface Job {
  name: string;
  start(services: AppServices): RunningJob | null;
}
