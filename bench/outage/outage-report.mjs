// The outage bench's goals and its results: bench/results/outage.json and outage.md.
import fs from 'node:fs';
import path from 'node:path';

/** Seconds from the database's return to the first success, and to the last refusal. */
export const recoveryGoalSeconds = 5;

const statuses = (byStatus) =>
  Object.entries(byStatus)
    .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`)
    .join(', ');

const ops = {
  vault: 'POST /api/vaults',
  'race-start': 'POST /api/car-race-start',
  'race-finish': 'POST /api/car-race-finish',
  wallet: 'GET /api/wallet',
  clock: 'POST /api/test/clock (the bench moves the server clock for races)',
};

export function writeOutageReport(result) {
  const { answers, outages, writes } = result;
  const goals = {
    'the server process survived both outages': result.survived,
    'only 2xx, 4xx and 503 answers: no other 5xx, no dropped connection':
      answers.unexpected.length === 0,
    [`after each restart, the first 2xx within ${recoveryGoalSeconds} s`]: outages.every(
      (o) => o.firstOkSeconds !== null && o.firstOkSeconds <= recoveryGoalSeconds,
    ),
    [`after each restart, no 503 later than ${recoveryGoalSeconds} s (steady state)`]:
      outages.every((o) => o.lastRefusedSeconds <= recoveryGoalSeconds),
    'every acknowledged write is present, nothing unacknowledged, wallets exact': result.writesHold,
    'the ledger reconciles': writes.ledger.ok,
  };
  const met = Object.values(goals).every(Boolean) && result.unsettled === 0;
  const full = { date: new Date().toISOString(), ...result, goals, met };
  const m = result.machine;
  // Others' work on the machine slows the server and the load generator alike.
  const busy = Math.max(m.loadAverage.before, m.loadAverage.after) > m.cpus / 2;
  const load = `1-minute load average ${m.loadAverage.before.toFixed(1)} before, ${m.loadAverage.after.toFixed(1)} after, on ${m.cpus} CPUs`;
  const md = [
    `# Outage benchmark (${full.date.slice(0, 10)})`,
    '',
    `${m.cpus} CPUs (${m.cpu}), ${m.platform}, Node ${m.node}, ${result.postgres.version}, durable (fsync and synchronous_commit on). ${busy ? `**The machine was busy**: other work shared it (${load}), so the seconds below are upper bounds of what a quiet machine shows.` : `The machine was quiet (${load}).`}`,
    '',
    `One server process (src/server/main.ts, pg pool of 10) on a throwaway cluster. ${result.settings.users} users at once, each from an address of its own, create vaults (10 QTT, 7 days, with an Idempotency-Key) in one loop and run car races (start, finish: 5 QTT) in another, reading their wallet after each write; a write answered 503 (or not at all) is sent again the same way ${result.settings.retryMs} ms later, as a client following Retry-After would, until it gets a final answer. PostgreSQL was stopped for ${result.settings.stoppedSeconds} s twice (\`pg_ctl stop -m fast\`, then \`-m immediate\`), ${result.settings.runBeforeSeconds} s into the run and ${result.settings.runBetweenSeconds} s after the first restart; the run lasted ${result.runSeconds} s.`,
    '',
    '## Answers',
    '',
    `${answers.total} requests: ${statuses(answers.byStatus)}.`,
    '',
    '| request | answers by status |',
    '|---|---|',
    ...Object.entries(answers.byOp).map(([op, by]) => `| ${ops[op] ?? op} | ${statuses(by)} |`),
    '',
    '## Each outage',
    '',
    '| stop | stopped at (s into the run) | health while stopped | answers to requests sent while stopped | first 2xx after restart (s) | last 503 after restart (s) | refused though sent after the restart | health 200 again after (s) |',
    '|---|---|---|---|---|---|---|---|',
    ...outages.map(
      (o) =>
        `| -m ${o.mode} | ${o.stoppedAtSeconds} | ${o.healthDuring.status}, database ${o.healthDuring.database}, Retry-After ${o.healthDuring.retryAfter} | ${statuses(o.answersWhileStopped)} | ${o.firstOkSeconds ?? 'never'} | ${o.lastRefusedSeconds} | ${o.refusedSentAfterRestart} | ${o.healthyAfterSeconds ?? 'never'} |`,
    ),
    '',
    'The seconds count from the moment `pg_ctl start -w` returned (the cluster accepts connections; after `-m immediate` that includes crash recovery). A 503 answered after the restart belongs to a request sent before it. "Sent while stopped" counts from the moment `pg_ctl stop` was called: a fast stop first waits for a checkpoint, and `pg_ctl start -w` returns a little after the cluster accepts connections, so a few of those requests were served.',
    '',
    '## The process and the money',
    '',
    `- Process: ${result.survived ? 'survived both outages (still running, no crash in its log)' : '**died**'}; its log reported ${result.serverLog.connectionsLost} lost database connections and ${result.serverLog.answered503} requests answered 503 for the database.`,
    `- Acknowledged: ${writes.acknowledged.vaults} vaults and ${writes.acknowledged.paidRaces} paid races. Missing: ${writes.missingVaults.length} vaults, ${writes.missingRewards.length} rewards. Present without an acknowledgement: ${writes.unacknowledgedVaults.length} vaults, ${writes.unacknowledgedRewards.length} rewards. Paid races whose finish was answered with another outcome: ${writes.rewardsAnsweredOtherwise.length}${writes.rewardsAnsweredOtherwise.length ? ` (${[...new Set(writes.rewardsAnsweredOtherwise.map((r) => r.told))].join(', ')}: a retry after the first attempt's commit lost its answer finds the session settled; the money is right, the answer is not the first result)` : ''}. Wallets that differ from grant + rewards − vaults: ${writes.balanceMismatches.length}. Writes left without a final answer: ${result.unsettled}.`,
    `- Ledger: ${writes.ledger.ok ? 'reconciles' : '**does not reconcile**'} (${writes.ledger.accounts} accounts, ${writes.ledger.transfers} transfers, ${writes.ledger.mismatches} mismatches).`,
    '',
    '## Goals',
    '',
    ...Object.entries(goals).map(([goal, ok]) => `- ${ok ? 'met' : '**NOT met**'}: ${goal}`),
    '',
  ].join('\n');
  const out = path.join(result.root, 'bench', 'results');
  fs.mkdirSync(out, { recursive: true });
  const { root: _root, ...json } = full;
  fs.writeFileSync(
    path.join(out, 'outage.json'),
    `${JSON.stringify(json, (_k, v) => (typeof v === 'bigint' ? String(v) : v), 2)}\n`,
  );
  fs.writeFileSync(path.join(out, 'outage.md'), md);
  console.log(md);
  if (!met) process.exitCode = 1;
}
