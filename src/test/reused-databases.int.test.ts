import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { isDatabaseUnavailable } from '@/server/db/is-database-unavailable';
import { onPostgres } from './database-templates';
import { reusedPglite } from './reused-pglite';
import { reusedPostgres } from './reused-postgres';
import { loadTemplatePglite, testDriver } from './test-database';

/** A pool that counts the databases it had to load. */
function countedPool() {
  const counted = { loads: 0 };
  const pool = reusedPglite(() => {
    counted.loads += 1;
    return loadTemplatePglite();
  });
  return Object.assign(counted, { pool });
}

const rowsOf = async (db: PGlite, query: string) => (await db.query(query)).rows;

const accounts = (db: PGlite) =>
  rowsOf(db, 'select id, kind, balance::text, version, created_at from ledger_account order by id');

async function addTransfer(db: PGlite, key: string) {
  const [row] = await rowsOf(
    db,
    `insert into ledger_transfer (idempotency_key, debit_account_id, credit_account_id, amount, type, reason)
     values ('${key}', 'issuance', 'pool:reward', 5, 'reward', 'a test') returning id::text`,
  );
  return row;
}

// Each leg lends its own kind of database.
describe.skipIf(testDriver === 'postgres')('a reused PGlite test database (decision 058)', () => {
  it('comes back as the template: rows gone, the migrations’ rows as they were, identities restarted, the session reset', async () => {
    const p = countedPool();
    const first = await p.pool.borrow();
    const template = await accounts(first.client);
    expect(template.length).toBeGreaterThan(0);
    expect(await addTransfer(first.client, 'one')).toEqual({ id: '1' });
    await first.client.exec(
      `update ledger_account set balance = balance + 5, version = version + 1 where id = 'pool:reward'`,
    );
    await first.client.exec(`set application_name = 'left behind'`);
    await first.client.exec('begin');
    await addTransfer(first.client, 'in an open transaction');
    await first.giveBack();

    const second = await p.pool.borrow();
    expect(p.loads).toBe(1);
    expect(await accounts(second.client)).toEqual(template);
    expect(await rowsOf(second.client, 'select * from ledger_transfer')).toEqual([]);
    expect(await addTransfer(second.client, 'one')).toEqual({ id: '1' });
    expect(await rowsOf(second.client, 'show application_name')).toEqual([
      { application_name: '' },
    ]);
    await second.giveBack();
  });

  it('refuses its borrower once given back, as a closed database does (an outage to the server)', async () => {
    const p = countedPool();
    const loan = await p.pool.borrow();
    await loan.giveBack();
    const err: unknown = await loan.client.query('select 1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe('PGlite is closed');
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(loan.client.closed).toBe(true);
  });

  it('is closed, not lent again, once a test changed its schema', async () => {
    const p = countedPool();
    const first = await p.pool.borrow();
    await first.client.exec('alter table ledger_account add column extra integer');
    await first.giveBack();
    const second = await p.pool.borrow();
    expect(p.loads).toBe(2);
    expect(
      await rowsOf(
        second.client,
        `select column_name from information_schema.columns
         where table_name = 'ledger_account' and column_name = 'extra'`,
      ),
    ).toEqual([]);
    await second.giveBack();
  });

  it('takes a database back once, however often its test closes it', async () => {
    const p = countedPool();
    const loan = await p.pool.borrow();
    await loan.giveBack();
    await loan.giveBack();
    const [a, b] = [await p.pool.borrow(), await p.pool.borrow()];
    expect(p.loads).toBe(2);
    await addTransfer(a.client, 'only in a');
    expect(await rowsOf(b.client, 'select * from ledger_transfer')).toEqual([]);
    await Promise.all([a.giveBack(), b.giveBack()]);
  });

  it('lends two databases at once as two databases', async () => {
    const p = countedPool();
    const [a, b] = [await p.pool.borrow(), await p.pool.borrow()];
    expect(p.loads).toBe(2);
    await addTransfer(a.client, 'only in a');
    expect(await rowsOf(b.client, 'select * from ledger_transfer')).toEqual([]);
    await Promise.all([a.giveBack(), b.giveBack()]);
  });
});

describe.runIf(testDriver === 'postgres')(
  'a reused PostgreSQL test database (decision 058)',
  () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const template = inject('postgresTemplate');
    const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).href;

    /** A pool that counts the databases it had to create. */
    function countedPostgres() {
      const counted = { creates: 0 };
      const pool = reusedPostgres({
        adminUrl,
        create: async () => {
          counted.creates += 1;
          const name = `${template}_copy_${randomBytes(6).toString('hex')}`;
          await onPostgres(adminUrl, `create database ${name} template ${template}`);
          return name;
        },
        drop: (name) => onPostgres(adminUrl, `drop database if exists ${name} with (force)`),
      });
      return Object.assign(counted, { pool });
    }

    async function connect(name: string) {
      const client = new pg.Client({ connectionString: urlOf(name) });
      client.on('error', () => undefined); // the reset ends it
      await client.connect();
      return client;
    }

    it('comes back as the template, ending a session a test left open', async () => {
      const p = countedPostgres();
      const first = await p.pool.borrow();
      const left = await connect(first.name);
      const before = (await left.query('select id, balance::text from ledger_account order by id'))
        .rows;
      await left.query(
        `insert into ledger_transfer (idempotency_key, debit_account_id, credit_account_id, amount, type, reason)
       values ('one', 'issuance', 'pool:reward', 5, 'reward', 'a test')`,
      );
      await left.query(`update ledger_account set balance = balance + 5 where id = 'pool:reward'`);
      await first.giveBack();
      await expect(left.query('select 1')).rejects.toThrow();

      const second = await p.pool.borrow();
      expect([second.name, p.creates]).toEqual([first.name, 1]);
      const next = await connect(second.name);
      try {
        expect(
          (await next.query('select id, balance::text from ledger_account order by id')).rows,
        ).toEqual(before);
        const { rows } = await next.query(
          `insert into ledger_transfer (idempotency_key, debit_account_id, credit_account_id, amount, type, reason)
         values ('one', 'issuance', 'pool:reward', 5, 'reward', 'a test') returning id::text`,
        );
        expect(rows).toEqual([{ id: '1' }]);
      } finally {
        await next.end();
      }
      await second.giveBack();
    });

    it('is dropped, not lent again, once a test changed its schema', async () => {
      const p = countedPostgres();
      const first = await p.pool.borrow();
      const client = await connect(first.name);
      await client.query('alter table ledger_account add column extra integer');
      await client.end();
      await first.giveBack();
      const second = await p.pool.borrow();
      expect(p.creates).toBe(2);
      expect(second.name).not.toBe(first.name);
      const admin = await connect('postgres');
      try {
        const { rows } = await admin.query('select 1 from pg_database where datname = $1', [
          first.name,
        ]);
        expect(rows).toEqual([]);
      } finally {
        await admin.end();
      }
      await second.giveBack();
    });
  },
);
