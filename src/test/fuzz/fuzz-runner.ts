import type { LightMyRequestResponse } from 'fastify';
import { apiErrorBodySchema } from '@/domain/api-error';
import type { TestApp } from '@/test/test-app';
import { isApiPath } from '@/server/http/api-paths';
import { databaseFingerprint, nextTransactionId } from './db-fingerprint';
import type { FuzzCase } from './fuzz-case';

export interface Caller {
  name: string;
  headers: Record<string, string>;
}

/** The path the router sees: dot segments (%2e%2e too) resolved, then percent-decoded. */
function servedPath(url: string) {
  const path = new URL(url, 'http://localhost').pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Requests in flight at once; the sign-in hashing and reset-timing floors overlap. */
const batchSize = 16;

/**
 * Sends cases and describes each broken promise: a 5xx, a 4xx that is not the error
 * shape, input its schema refuses yet answered 2xx, or a write by a request that was not
 * valid input. Cases go out in small batches with the database fingerprint taken
 * around each batch; a batch that wrote is replayed one request at a time to name the culprit.
 */
export class FuzzRunner {
  private fingerprint = '';
  private xid = '';
  readonly problems: string[] = [];
  sent = 0;

  constructor(private readonly t: TestApp) {}

  async runAll(items: Array<[Caller, FuzzCase]>) {
    await this.settle();
    const batch: Array<[Caller, FuzzCase]> = [];
    for (const item of items) {
      batch.push(item);
      if (batch.length === batchSize) await this.runBatch(batch.splice(0));
    }
    await this.runBatch(batch);
  }

  private async settle() {
    this.fingerprint = await databaseFingerprint(this.t.database.db);
    this.xid = await nextTransactionId(this.t.database.db);
  }

  /** Whether the database changed since the last look (the full fingerprint only if some transaction wrote). */
  private async changed(): Promise<{ before: string; after: string } | null> {
    const db = this.t.database.db;
    const xid = await nextTransactionId(db);
    if (xid === this.xid) return null;
    this.xid = xid;
    const before = this.fingerprint;
    this.fingerprint = await databaseFingerprint(db);
    return before === this.fingerprint ? null : { before, after: this.fingerprint };
  }

  private async runBatch(batch: Array<[Caller, FuzzCase]>) {
    if (batch.length === 0) return;
    const answers = await Promise.all(batch.map(([caller, c]) => this.send(caller, c)));
    if (await this.changed()) {
      for (const item of batch) await this.runOne(item);
      return;
    }
    batch.forEach(([caller, c], i) => {
      const answer = answers[i];
      if (answer) this.judge(caller, c, answer, null);
    });
  }

  private async runOne([caller, c]: [Caller, FuzzCase]) {
    const res = await this.send(caller, c);
    this.judge(caller, c, res, await this.changed());
  }

  private send(caller: Caller, c: FuzzCase) {
    this.sent++;
    return this.t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: { ...caller.headers, ...c.headers },
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
  }

  private judge(
    caller: Caller,
    c: FuzzCase,
    res: LightMyRequestResponse,
    change: { before: string; after: string } | null,
  ) {
    const where = `${caller.name} ${c.method} ${c.url.slice(0, 80)} [${c.label}]`;
    const status = res.statusCode;
    if (status >= 500) this.problems.push(`${where}: ${status} ${res.body.slice(0, 200)}`);
    if (status >= 400 && c.method !== 'HEAD' && isApiPath(servedPath(c.url))) {
      if (!apiErrorBodySchema.safeParse(parseJson(res.body)).success) {
        this.problems.push(
          `${where}: ${status} without the error shape: ${res.body.slice(0, 120)}`,
        );
      }
    }
    if (status < 400 && c.valid === false) {
      this.problems.push(`${where}: ${status} for input its schema refuses`);
    }
    if (change && c.valid !== true) {
      this.problems.push(
        `${where}: ${status} and the database changed\n  ${change.before}\n  ${change.after}`,
      );
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
