// Runs `npm test`'s steps side by side on a few cores (scripts/test-all.mjs). A step starts
// once the steps it comes `after` have passed and its `cpus` fit beside the running ones;
// the list's order is the priority, so a ready step that does not fit holds back the steps
// listed after it (a step of 0 cpus never waits). Each step writes into its own log, printed
// whole when it ends, so outputs never interleave. The first failure stops every other step.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const slug = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
const clock = (ms) =>
  `${Math.floor(ms / 60_000)}m${String(Math.floor(ms / 1000) % 60).padStart(2, '0')}s`;

/** bash's `times`: its second line is the user and system time of every waited-for child. */
function cpuSeconds(timesFile) {
  try {
    const line = fs.readFileSync(timesFile, 'utf8').trim().split('\n')[1] ?? '';
    return line
      .split(/\s+/)
      .map((t) => /^(\d+)m([\d.]+)s$/.exec(t))
      .reduce((sum, m) => sum + (m ? Number(m[1]) * 60 + Number(m[2]) : 0), 0)
      .toFixed(0);
  } catch {
    return '?';
  }
}

export function runSteps(
  steps,
  { slots, logDir, env = {}, check, heartbeatMs = 60_000, print = console.log },
) {
  fs.mkdirSync(logDir, { recursive: true });
  const results = new Map(steps.map((step) => [step.name, { step, status: 'not run' }]));
  const running = new Map();
  const began = Date.now();
  let failed;

  const used = () => [...running.values()].reduce((sum, r) => sum + r.cpus, 0);
  const finished = new Promise((resolve) => {
    const heartbeat = setInterval(() => {
      const now = Date.now();
      const list = [...running.keys()].map((n) => `${n} ${clock(now - running.get(n).began)}`);
      if (list.length > 0) print(`… ${clock(now - began)}: running ${list.join(', ')}`);
    }, heartbeatMs);

    function end(name, status, reason) {
      const run = running.get(name);
      running.delete(name);
      const result = results.get(name);
      Object.assign(result, {
        status,
        reason,
        seconds: (Date.now() - run.began) / 1000,
        cpu: cpuSeconds(run.timesFile),
      });
      const verdict = status === 'passed' ? 'passed' : status === 'failed' ? 'FAILED' : 'stopped';
      print(`\n━━ ${name}: ${verdict} in ${result.seconds.toFixed(1)} s ━━`);
      process.stdout.write(fs.readFileSync(run.logFile, 'utf8'));
      if (status === 'failed' && !failed) {
        failed = reason ? `${name} (${reason})` : name;
        for (const other of running.values()) other.stop();
      }
      schedule();
    }

    function start(step) {
      const logFile = path.join(logDir, `${slug(step.name)}.log`);
      const timesFile = `${logFile}.times`;
      const out = fs.openSync(logFile, 'w');
      // Its own process group, so a stop reaches everything it started.
      const child = spawn(
        'bash',
        ['-c', '"$@"; s=$?; times > "$QTN_TIMES"; exit $s', 'bash', ...step.cmd],
        {
          detached: true,
          stdio: ['ignore', out, out],
          env: { ...process.env, ...env, ...step.env, QTN_TIMES: timesFile },
        },
      );
      fs.closeSync(out);
      const run = {
        began: Date.now(),
        cpus: Math.min(step.cpus ?? 1, slots),
        logFile,
        timesFile,
        stopped: false,
        stop() {
          if (run.stopped) return;
          run.stopped = true;
          try {
            process.kill(-child.pid, 'SIGTERM');
            setTimeout(() => {
              try {
                process.kill(-child.pid, 'SIGKILL');
              } catch {
                // already gone
              }
            }, 10_000).unref();
          } catch {
            // already gone
          }
        },
      };
      running.set(step.name, run);
      print(`▶ ${step.name}`);
      child.on('exit', (code) => {
        if (run.stopped) return end(step.name, 'stopped');
        if (code !== 0) return end(step.name, 'failed', `exit code ${code}`);
        const problem = check?.(step);
        end(step.name, problem ? 'failed' : 'passed', problem);
      });
    }

    function schedule() {
      if (!failed) {
        for (const step of steps) {
          const result = results.get(step.name);
          if (result.status !== 'not run' || running.has(step.name)) continue;
          const waiting = (step.after ?? []).map((a) => results.get(a));
          if (waiting.some((r) => r.status !== 'passed')) continue;
          const cpus = Math.min(step.cpus ?? 1, slots);
          if (cpus > 0 && running.size > 0 && used() + cpus > slots) break;
          start(step);
        }
      }
      if (running.size === 0) {
        clearInterval(heartbeat);
        resolve();
      }
    }

    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.once(signal, () => {
        failed ??= `interrupted (${signal})`;
        for (const run of running.values()) run.stop();
      });
    }
    schedule();
  });

  return finished.then(() => ({ failed, results: [...results.values()] }));
}
