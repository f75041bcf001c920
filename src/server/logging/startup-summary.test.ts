import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logStartupSummary, startupSummary } from './startup-summary';

const config = {
  PUBLIC_URL: 'http://localhost:3000',
  DATA_DIR: './data',
  SEED_DEMO_DATA: true,
  ADMIN_EMAILS: ['demo@qtn.local', 'boss@qtn.example'],
  LOG_FORMAT: 'pretty' as const,
};
const facts = {
  database: 'pglite' as const,
  sharedState: 'memory',
  admins: { admins: ['demo@qtn.local'], waiting: ['boss@qtn.example'] },
};

describe('the start-up summary', () => {
  it('names the address, the demo account and the admins ADMIN_EMAILS made', () => {
    expect(startupSummary(config, facts)).toEqual([
      'QTN is running at http://localhost:3000',
      '  database: embedded in ./data · shared state: memory',
      '  demo account: demo@qtn.local, password qtn-demo-1337',
      '  admins from ADMIN_EMAILS: demo@qtn.local',
      '  waiting for a confirmed account: boss@qtn.example (admin at a later start)',
    ]);
  });

  it('says how to make an admin when ADMIN_EMAILS is empty, and no demo on PostgreSQL', () => {
    const lines = startupSummary(
      { ...config, ADMIN_EMAILS: [], SEED_DEMO_DATA: false },
      { ...facts, database: 'postgres', admins: { admins: [], waiting: [] } },
    );
    expect(lines.slice(1)).toEqual([
      '  database: PostgreSQL · shared state: memory',
      '  admins: none from ADMIN_EMAILS (e.g. ADMIN_EMAILS=demo@qtn.local npm start)',
    ]);
  });

  it('as a JSON line says how many admins, and names no address', () => {
    const out: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk: Buffer, _e, done) {
          out.push(chunk.toString());
          done();
        },
      }),
    );
    logStartupSummary(logger, { ...config, LOG_FORMAT: 'json' }, facts);
    const line = JSON.parse(out.join('')) as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'QTN is running at http://localhost:3000',
      database: 'pglite',
      demoAccount: true,
      admins: 1,
      adminsWaiting: 1,
    });
    expect(out.join('')).not.toMatch(/@/);
  });
});
