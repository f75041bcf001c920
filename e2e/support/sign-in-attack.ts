import http from 'node:http';
import type { TestUser } from './accounts';
import { e2ePort } from './e2e-env';

/**
 * A stranger guessing an account's password from 30 loopback addresses (127.0.0.2 …
 * 127.0.0.31), so the browser's own address (127.0.0.1), which every other browser test
 * signs in from, is never counted against (Linux answers on all of 127.0.0.0/8). Runs
 * until stopped.
 */
export function startAttack(victim: Pick<TestUser, 'email'>) {
  const counts = { refused: 0, checked: 0 };
  let running = true;
  let markThrottled: () => void = () => undefined;
  const throttled = new Promise<void>((resolve) => (markThrottled = resolve));

  const guess = (i: number) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ email: victim.email, password: `wrong guess ${i}` });
      const req = http.request(
        {
          host: '127.0.0.1',
          port: e2ePort,
          path: '/api/auth/sign-in/email',
          method: 'POST',
          localAddress: `127.0.0.${(i % 30) + 2}`,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: `http://127.0.0.1:${e2ePort}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  const done = (async () => {
    for (let i = 0; running; i++) {
      const status = await guess(i);
      if (status === 429) {
        counts.refused++;
        markThrottled();
      } else if (status === 401) counts.checked++;
      else throw new Error(`the attack got ${status}`);
      // A steady stream, not a flood: the machine runs other tests beside this one.
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  return {
    counts,
    /** Resolves once the account answers strangers with 429. */
    throttled,
    async stop() {
      running = false;
      await done;
      return counts;
    },
  };
}
