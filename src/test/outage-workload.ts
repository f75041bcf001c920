import { randomUUID } from 'node:crypto';

/**
 * Money writes from many signed-in users over real HTTP while a test or the outage bench
 * stops the database: each user (pinned to one server process, with an address of its own
 * so no per-address limit counts them together) creates vaults in one loop and finishes car
 * races in another, reading its wallet after each write. A write answered 503 or not answered at all is sent
 * again, the same way (a vault with the same Idempotency-Key, a race with the same session),
 * as a client following Retry-After would, until it gets a final answer; so when the
 * workload stops every write it began is settled and the database can be checked exactly.
 */

export interface OutageUser {
  id: string;
  cookie: string;
  /** The server process this user talks to. */
  base: string;
  /** Sent as X-Forwarded-For (the servers run with TRUST_PROXY). */
  address: string;
}

export type OutageOp = 'vault' | 'race-start' | 'race-finish' | 'wallet' | 'clock';

export interface OutageAnswer {
  op: OutageOp;
  /** performance.now() when the request was sent and when its answer (or failure) came. */
  sentAt: number;
  answeredAt: number;
  /** 0: no HTTP answer (connection refused, reset or timed out). */
  status: number;
  /** The failure's code without an HTTP answer, or the body of a 5xx. */
  detail?: string;
}

export interface OutageAcks {
  /** Vaults answered 201, by user id: vault id → the Idempotency-Key that made it. */
  vaults: Map<string, Map<string, string>>;
  /** Race sessions whose finish got a final 200, by user id: session id → the outcome told. */
  races: Map<string, Map<string, string>>;
}

export interface Workload {
  answers: OutageAnswer[];
  acks: OutageAcks;
  /** Writes given up without a final answer (the server never answered again). */
  unsettled: number;
  /**
   * Lets each worker settle the write it is on (giving up after `settleMs`, at once when
   * a server is known to be dead), then ends the workload.
   */
  stop(settleMs?: number): Promise<void>;
}

export const vaultAmountQtt = 10;
export const raceRewardQtt = 5;
/** A race must last 20 s on the server's clock (car-race.ts): each tick moves it this far. */
const clockTickMs = 21_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function startOutageWorkload(
  users: OutageUser[],
  o: {
    origin: string;
    retryMs?: number;
    clockEveryMs?: number;
    requestTimeoutMs?: number;
    /** Adds to the acknowledgements of earlier workloads on the same users. */
    acks?: OutageAcks;
  },
): Workload {
  const answers: OutageAnswer[] = [];
  const acks: OutageAcks = o.acks ?? { vaults: new Map(), races: new Map() };
  const retryMs = o.retryMs ?? 100;
  let stopping = false;
  let workersDone = false;
  let giveUpAt = Infinity;
  let unsettled = 0;

  async function send(
    user: OutageUser,
    op: OutageOp,
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ) {
    const sentAt = performance.now();
    try {
      const res = await fetch(`${user.base}${path}`, {
        method,
        headers: {
          origin: o.origin,
          cookie: user.cookie,
          'x-forwarded-for': user.address,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(o.requestTimeoutMs ?? 30_000),
      });
      const text = await res.text();
      const answer: OutageAnswer = {
        op,
        sentAt,
        answeredAt: performance.now(),
        status: res.status,
      };
      if (res.status >= 500) answer.detail = text.slice(0, 300);
      answers.push(answer);
      return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> };
    } catch (err) {
      const e = err as { name?: string; cause?: { code?: string } };
      const detail = e.cause?.code ?? e.name ?? String(err);
      answers.push({ op, sentAt, answeredAt: performance.now(), status: 0, detail });
      return { status: 0, json: (): Record<string, unknown> => ({}) };
    }
  }

  /** Sends until the answer is final: anything but 503 and no answer at all. */
  async function settle(...args: Parameters<typeof send>) {
    for (;;) {
      const res = await send(...args);
      if (res.status !== 503 && res.status !== 0) return res;
      if (performance.now() > giveUpAt) {
        unsettled += 1;
        return res;
      }
      await sleep(retryMs);
    }
  }

  // The server's clock per process, moved on by one tick per interval (test routes), so a
  // race begun before a tick can be finished after the next one.
  const ticks = new Map<string, number>();
  const clocks = [...new Map(users.map((u) => [u.base, u])).values()].map(async (u) => {
    // Runs until the last worker is done: a race waiting for its ticks must get them.
    for (let tick = 1; !workersDone; tick++) {
      const res = await settle(u, 'clock', 'POST', '/api/test/clock', {
        shiftDays: (tick * clockTickMs) / 86_400_000,
      });
      if (res.status === 200) ticks.set(u.base, tick);
      await sleep(o.clockEveryMs ?? 300);
    }
  });

  async function createVault(u: OutageUser) {
    const key = randomUUID();
    const res = await settle(
      u,
      'vault',
      'POST',
      '/api/vaults',
      { amount: String(vaultAmountQtt), durationDays: 7 },
      { 'idempotency-key': key },
    );
    if (res.status !== 201) return; // recorded among the answers, which the caller checks
    const vaults = acks.vaults.get(u.id) ?? new Map<string, string>();
    vaults.set(String(res.json().id), key);
    acks.vaults.set(u.id, vaults);
  }

  async function race(u: OutageUser) {
    const started = await settle(u, 'race-start', 'POST', '/api/car-race-start', {
      gameId: 'car-racer',
    });
    if (started.status !== 200) return;
    const sessionId = String(started.json().sessionId);
    const startTick = ticks.get(u.base) ?? 0;
    while ((ticks.get(u.base) ?? 0) < startTick + 2) {
      if (performance.now() > giveUpAt) return void (unsettled += 1);
      await sleep(50);
    }
    const done = await settle(u, 'race-finish', 'POST', '/api/car-race-finish', { sessionId });
    if (done.status !== 200) return;
    const races = acks.races.get(u.id) ?? new Map<string, string>();
    races.set(sessionId, String(done.json().outcome));
    acks.races.set(u.id, races);
  }

  // Two loops per user, so vault creations go on while a race waits for the clock.
  const workers = users.flatMap((u) =>
    [createVault, race].map(async (write) => {
      while (!stopping) {
        await write(u);
        await send(u, 'wallet', 'GET', '/api/wallet');
      }
    }),
  );
  const all = Promise.all([Promise.all(workers).finally(() => (workersDone = true)), ...clocks]);
  all.catch(() => undefined); // seen by stop(), not as an unhandled rejection meanwhile

  return {
    answers,
    acks,
    get unsettled() {
      return unsettled;
    },
    async stop(settleMs = 30_000) {
      stopping = true;
      giveUpAt = performance.now() + settleMs;
      await all;
    },
  };
}
