import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainConfigSchema } from '@/domain/api/chain';
import { createTestApp, type TestApp } from '@/test/test-app';
import { ConfigError, loadConfig } from '../config';
import { resolveChainConfig } from './chain-config';

const vault = '0xe7f1725e7734ce288f8367e1bb143e90bb3f0512';
const token = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const deployment = (chainId = 31_337) => ({
  chainId,
  rpcUrl: 'http://127.0.0.1:8545',
  vault,
  token,
  bridge: '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0',
  deployedAt: '2026-11-23T22:00:00.000Z',
  block: 9,
});

describe('GET /api/chain on the local network', () => {
  let t: TestApp;
  let file: string;
  beforeAll(async () => {
    file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-chain-')), 'local.json');
    t = await createTestApp({ env: { CHAIN_NETWORK: 'local', CHAIN_DEPLOYMENT_FILE: file } });
  });
  afterAll(() => t?.close());
  const get = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chain' });
    expect(res.statusCode).toBe(200);
    return { res, body: chainConfigSchema.parse(res.json()) };
  };

  it('answers null addresses without the deployment file, then the file once it appears', async () => {
    const before = await get();
    expect(before.body.network).toMatchObject({ key: 'local', chainId: 31_337 });
    expect(before.body.contracts).toEqual({ vault: null, token: null });
    expect(before.res.headers['cache-control']).toBe('public, max-age=10');

    fs.writeFileSync(file, JSON.stringify(deployment()));
    expect((await get()).body.contracts).toEqual({ vault, token });
  });

  it('answers null addresses for a malformed file or one from another chain, never a 500', async () => {
    fs.writeFileSync(file, '{ not json');
    expect((await get()).body.contracts).toEqual({ vault: null, token: null });
    fs.writeFileSync(file, JSON.stringify({ ...deployment(), vault: 'nope' }));
    expect((await get()).body.contracts).toEqual({ vault: null, token: null });
    fs.writeFileSync(file, JSON.stringify(deployment(1)));
    expect((await get()).body.contracts).toEqual({ vault: null, token: null });
  });
});

describe('chain configuration', () => {
  it('uses configured addresses and RPC URL over the network data, Amoy by default', async () => {
    const config = loadConfig({ CHAIN_VAULT_ADDRESS: vault, CHAIN_TOKEN_ADDRESS: token });
    const answer = await resolveChainConfig(config);
    expect(answer.network).toMatchObject({ key: 'amoy', chainId: 80_002 });
    expect(answer.contracts).toEqual({ vault, token });
    const local = loadConfig({ CHAIN_NETWORK: 'local', CHAIN_RPC_URL: 'http://127.0.0.1:5413' });
    expect((await resolveChainConfig(local)).network.rpcUrl).toBe('http://127.0.0.1:5413');
  });

  it('offers mock mode in development and tests, not in production unless configured', async () => {
    expect((await resolveChainConfig(loadConfig({}))).mockMode).toBe(true);
    expect((await resolveChainConfig(loadConfig({ NODE_ENV: 'test' }))).mockMode).toBe(true);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect((await resolveChainConfig(loadConfig(production))).mockMode).toBe(false);
    const demo = loadConfig({ ...production, CHAIN_MOCK_MODE: 'true' });
    expect((await resolveChainConfig(demo)).mockMode).toBe(true);
    expect((await resolveChainConfig(loadConfig({ CHAIN_MOCK_MODE: 'false' }))).mockMode).toBe(
      false,
    );
  });

  it('refuses a bad address, a lone address and an unknown network at start', () => {
    expect(() => loadConfig({ CHAIN_VAULT_ADDRESS: '0x123', CHAIN_TOKEN_ADDRESS: token })).toThrow(
      /CHAIN_VAULT_ADDRESS/,
    );
    expect(() => loadConfig({ CHAIN_VAULT_ADDRESS: vault })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAIN_NETWORK: 'goerli' })).toThrow(/CHAIN_NETWORK/);
  });
});
