import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for the embedded database', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: './data',
      SEED_DEMO_DATA: true,
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('lets a member’s vaults reserve 10 % of the reward pool unless told otherwise, 0.01–100 %', () => {
    expect(loadConfig({}).VAULT_RESERVE_SHARE_BPS).toBe(1_000);
    expect(loadConfig({ VAULT_RESERVE_SHARE_BPS: '2500' }).VAULT_RESERVE_SHARE_BPS).toBe(2_500);
    for (const bad of ['0', '10001', '12.5', 'ten']) {
      expect(() => loadConfig({ VAULT_RESERVE_SHARE_BPS: bad })).toThrow(/VAULT_RESERVE_SHARE_BPS/);
    }
  });

  it('does not seed demo data into PostgreSQL unless asked', () => {
    const url = 'postgres://u:p@127.0.0.1:5432/qtn';
    expect(loadConfig({ DATABASE_URL: url }).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ DATABASE_URL: url, SEED_DEMO_DATA: 'true' }).SEED_DEMO_DATA).toBe(true);
  });

  it('allows test-only routes under NODE_ENV=test and nowhere else', () => {
    expect(loadConfig({ NODE_ENV: 'test', ENABLE_TEST_ROUTES: 'true' }).ENABLE_TEST_ROUTES).toBe(
      true,
    );
    for (const NODE_ENV of ['development', 'production']) {
      expect(() =>
        loadConfig({ NODE_ENV, ENABLE_TEST_ROUTES: 'true', AUTH_SECRET: 'x'.repeat(40) }),
      ).toThrow(/ENABLE_TEST_ROUTES: test-only routes need NODE_ENV=test/);
    }
  });

  it('requires email confirmation by default in production only', () => {
    const secret = { AUTH_SECRET: 'x'.repeat(40) };
    expect(loadConfig({}).REQUIRE_EMAIL_CONFIRMATION).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).REQUIRE_EMAIL_CONFIRMATION).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secret }).REQUIRE_EMAIL_CONFIRMATION).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', REQUIRE_EMAIL_CONFIRMATION: 'false', ...secret })
        .REQUIRE_EMAIL_CONFIRMATION,
    ).toBe(false);
  });

  it('shares 1000 QTT a day on its own schedule unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      PILOT_DAILY_BUDGET_QTT: '1000',
      PILOT_DAILY_MINUTES_CAP: 720,
      PILOT_SCHEDULER: 'on',
      PILOT_SCHEDULER_MS: 60_000,
    });
    expect(loadConfig({ PILOT_DAILY_BUDGET_QTT: '250.5' }).PILOT_DAILY_BUDGET_QTT).toBe('250.5');
  });

  it('caps counted minutes at 1 to 1440 a day, naming the variable otherwise', () => {
    expect(loadConfig({ PILOT_DAILY_MINUTES_CAP: '90' }).PILOT_DAILY_MINUTES_CAP).toBe(90);
    for (const bad of ['0', '1441', '12.5', 'all']) {
      expect(() => loadConfig({ PILOT_DAILY_MINUTES_CAP: bad })).toThrow(/PILOT_DAILY_MINUTES_CAP/);
    }
  });

  it('trusts a proxy by flag or by its addresses, and refuses anything else', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).TRUST_PROXY).toEqual(
      ['10.0.0.0/8', '192.168.1.7', '::1', 'loopback'],
    );
    for (const bad of ['yes', '2', '10.0.0.0/33', '10.0.0.300', 'fd00::/129', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: must be true/);
    }
  });

  it('limits the accounts paid for games to 3 per address and 10 per subnet, 0 = off', () => {
    expect(loadConfig({})).toMatchObject({ GAME_ACCOUNTS_PER_IP: 3, GAME_ACCOUNTS_PER_SUBNET: 10 });
    expect(loadConfig({ GAME_ACCOUNTS_PER_IP: '0' }).GAME_ACCOUNTS_PER_IP).toBe(0);
    for (const bad of ['-1', '2.5', 'many']) {
      expect(() => loadConfig({ GAME_ACCOUNTS_PER_SUBNET: bad }), bad).toThrow(
        /GAME_ACCOUNTS_PER_SUBNET/,
      );
    }
  });

  it('keeps the bridge off without a signer key, and names a malformed one or bad limits', () => {
    const c = loadConfig({});
    expect(c.BRIDGE_SIGNER_KEY).toBeUndefined();
    expect(c.CHAIN_BRIDGE_ADDRESS).toBeUndefined();
    expect([c.BRIDGE_MIN_WITHDRAWAL_QTT, c.BRIDGE_DAILY_MAX_QTT]).toEqual([10, 1000]);
    expect([c.BRIDGE_VOUCHER_TTL_S, c.BRIDGE_WATCHER, c.BRIDGE_WATCH_MS]).toEqual([
      86_400,
      'on',
      3_000,
    ]);
    expect(c.BRIDGE_START_BLOCK).toBe(0);
    expect(loadConfig({ BRIDGE_START_BLOCK: '6500000' }).BRIDGE_START_BLOCK).toBe(6_500_000);
    expect(() => loadConfig({ BRIDGE_START_BLOCK: '-1' })).toThrow(/BRIDGE_START_BLOCK/);
    const key = `0x${'a1'.repeat(32)}`;
    expect(loadConfig({ BRIDGE_SIGNER_KEY: key }).BRIDGE_SIGNER_KEY).toBe(key);
    for (const bad of ['a1'.repeat(32), `0x${'a1'.repeat(31)}`, `0x${'g1'.repeat(32)}`]) {
      // The message names the variable and never repeats the value.
      const err = (() => {
        try {
          loadConfig({ BRIDGE_SIGNER_KEY: bad });
        } catch (e) {
          return String(e);
        }
        return '';
      })();
      expect(err).toMatch(/BRIDGE_SIGNER_KEY: must be 0x followed by 64 hexadecimal digits/);
      expect(err).not.toContain(bad);
    }
    expect(() => loadConfig({ CHAIN_BRIDGE_ADDRESS: '0x12' })).toThrow(/CHAIN_BRIDGE_ADDRESS/);
    expect(() =>
      loadConfig({ BRIDGE_MIN_WITHDRAWAL_QTT: '50', BRIDGE_DAILY_MAX_QTT: '40' }),
    ).toThrow(/BRIDGE_MIN_WITHDRAWAL_QTT/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO_DATA', 'yes'],
    ['LOG_LEVEL', 'loud'],
    ['PILOT_DAILY_BUDGET_QTT', '-5'],
    ['PILOT_DAILY_BUDGET_QTT', '1e3'],
    ['PILOT_SCHEDULER', 'maybe'],
  ])('a bad %s=%s stops boot with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });
});
