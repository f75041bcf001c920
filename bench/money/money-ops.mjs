// The four money operations: each prepares what its measured request needs (unmeasured),
// then names the request and what counts as success. Every job is a different user.
import { createContent, unlockVaults } from './bench-users.mjs';
import { runJobs } from './load.mjs';

const json = (body) => {
  try {
    return JSON.parse(body);
  } catch {
    return {};
  }
};

/** Sends unmeasured setup requests; any failure stops the bench (the numbers would lie). */
async function setup(ctx, jobs, check = (s) => s >= 200 && s < 300) {
  const r = await runJobs({ base: ctx.base, clients: 16, jobs, check, serverPid: ctx.pid });
  if (r.failed > 0) throw new Error(`setup failed: ${JSON.stringify(r.failures)}`);
}

/** Moves the server's clock forward (test route; the clock shift is absolute). */
async function advanceClock(ctx, ms) {
  ctx.shiftMs += ms;
  const res = await fetch(`${ctx.base}/api/test/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ctx.base, cookie: ctx.users[0].cookie },
    body: JSON.stringify({ shiftDays: ctx.shiftMs / 86_400_000 }),
  });
  if (!res.ok) throw new Error(`clock: ${res.status} ${await res.text()}`);
}

export async function fundUsers(ctx) {
  await setup(
    ctx,
    ctx.users.map((u) => ({ path: '/api/test/grant', body: { amount: 1000 }, cookie: u.cookie })),
  );
}

/** The floor every money operation is compared with: a signed-in request that does nothing. */
export const noOp = {
  name: 'signed-in no-op',
  endpoint: 'POST /api/test/no-op',
  async prepare(ctx) {
    return ctx.users.map((u) => ({ path: '/api/test/no-op', cookie: u.cookie }));
  },
  check: (status, body) => status === 200 && json(body).ok === true,
};

export const moneyOps = [
  {
    name: 'vault create',
    endpoint: 'POST /api/vaults (10 QTT, 7 days)',
    async prepare(ctx) {
      ctx.vaults = [];
      return ctx.users.map((u) => ({
        path: '/api/vaults',
        body: { amount: '10', durationDays: 7 },
        cookie: u.cookie,
        onOk: (v) => ctx.vaults.push({ id: v.id, cookie: u.cookie }),
      }));
    },
    check: (status, body, job) => status === 201 && (job.onOk(json(body)), true),
  },
  {
    name: 'vault claim',
    endpoint: 'POST /api/vaults/:id/claim (a matured vault)',
    async prepare(ctx) {
      // The vaults the create run just made, matured as the test route matures one.
      await unlockVaults(
        ctx.url,
        ctx.vaults.map((v) => v.id),
      );
      return ctx.vaults.map((v) => ({ path: `/api/vaults/${v.id}/claim`, cookie: v.cookie }));
    },
    check: (status, body) => status === 200 && json(body).status === 'claimed',
  },
  {
    name: 'watch completion',
    endpoint: 'POST /api/powt-complete (10 s video watched, 1 QTT)',
    async prepare(ctx) {
      const contentId = await createContent(ctx.url, {
        title: `bench ${ctx.shiftMs}`,
        durationSeconds: 10,
      });
      const handles = [];
      await setup(
        ctx,
        ctx.users.map((u, i) => ({
          path: '/api/powt-start',
          body: { contentId },
          cookie: u.cookie,
          i,
        })),
        (s, body, job) => s === 200 && (handles[job.i] = json(body)) !== undefined,
      );
      // The whole video passes on the server's clock: the final interval verifies 10 s.
      await advanceClock(ctx, 11_000);
      return ctx.users.map((u, i) => ({
        path: '/api/powt-complete',
        body: { ...handles[i], visible: true, focused: true },
        cookie: u.cookie,
      }));
    },
    check: (status, body) => status === 200 && json(body).reason === 'paid',
  },
  {
    name: 'game reward',
    endpoint: 'POST /api/car-race-finish (a 21 s race, 5 QTT)',
    async prepare(ctx) {
      const sessions = [];
      await setup(
        ctx,
        ctx.users.map((u, i) => ({
          path: '/api/car-race-start',
          body: { gameId: 'car-racer' },
          cookie: u.cookie,
          i,
        })),
        (s, body, job) => s === 200 && (sessions[job.i] = json(body).sessionId) !== undefined,
      );
      // Past the 20 s a real drive takes, and past the spacing since the user's last race.
      await advanceClock(ctx, 21_000);
      return ctx.users.map((u, i) => ({
        path: '/api/car-race-finish',
        body: { sessionId: sessions[i] },
        cookie: u.cookie,
      }));
    },
    check: (status, body) => status === 200 && json(body).outcome === 'paid',
  },
];
