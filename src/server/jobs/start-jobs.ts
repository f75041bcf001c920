import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services';
import type { Job, RunningJob } from './job';

/** Starts `jobs` when the app is ready and stops them (waiting for each) when it closes. */
export function startJobs(app: FastifyInstance, services: AppServices, jobs: readonly Job[]) {
  const running: RunningJob[] = [];
  app.addHook('onReady', async () => {
    for (const job of jobs) {
      const started = job.start(services);
      if (started) running.push(started);
    }
  });
  app.addHook('onClose', async () => {
    await Promise.all(running.splice(0).map((job) => job.stop()));
  });
}
