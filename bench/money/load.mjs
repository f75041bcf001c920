// Closed-loop load: `clients` connections send prepared jobs back to back until every job
// is answered; the rate is jobs per second of wall time. Each job is one request.
import fs from 'node:fs';
import autocannon from 'autocannon';

/** CPU time a process has used so far, in microseconds (Linux /proc, 100 Hz ticks). */
export function cpuMicros(pid) {
  try {
    const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return ((Number(f[11]) + Number(f[12])) * 1e6) / 100;
  } catch {
    return NaN;
  }
}

/**
 * Sends `jobs` (each `{ path, body, cookie }`) over `clients` connections. `check(status,
 * body, job)` says whether the answer is the expected success; failures are counted and
 * returned with the first few bodies, never silently dropped.
 */
export function runJobs({ base, clients, jobs, check, serverPid, maxSeconds = 60 }) {
  let next = 0;
  let ok = 0;
  let answered = 0;
  const failures = [];
  const cpuBefore = cpuMicros(serverPid);
  const started = performance.now();
  // autocannon notices that every job is answered only at its next 1 s tick: the run ends
  // at the last answer.
  let lastAnswer = started;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: clients,
        amount: jobs.length,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (req, context) => {
              const job = jobs[next++];
              context.job = job;
              return {
                ...req,
                path: job.path,
                headers: { 'content-type': 'application/json', origin: base, cookie: job.cookie },
                body: JSON.stringify(job.body ?? {}),
              };
            },
            onResponse: (status, body, context) => {
              lastAnswer = performance.now();
              answered += 1;
              if (check(status, body, context.job)) ok += 1;
              else if (failures.push({ status, body: body?.slice(0, 300) }) > 20) failures.pop();
            },
          },
        ],
      },
      (err, result) => {
        clearTimeout(cap);
        if (err) return reject(err);
        const seconds = (lastAnswer - started) / 1000;
        resolve({
          tps: Math.round(ok / seconds),
          ok,
          failed: answered - ok,
          // Left unsent when the run reached maxSeconds: not counted either way.
          unsent: jobs.length - answered,
          seconds: Math.round(seconds * 100) / 100,
          latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
          serverCpuMicrosPerOp: Math.round(
            (cpuMicros(serverPid) - cpuBefore) / Math.max(answered, 1),
          ),
          failures: failures.slice(0, 3),
        });
      },
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
    // A slow machine still finishes in bounded time: the rate comes from what was answered.
    const cap = setTimeout(() => instance.stop(), maxSeconds * 1000);
  });
}
