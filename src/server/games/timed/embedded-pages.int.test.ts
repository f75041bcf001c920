/** The games' pages may be framed by QTN's own pages only; the app itself by nobody. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'qtn-web-'));
  const game = path.join(webRoot, 'games/embedded/space-shooter');
  fs.mkdirSync(game, { recursive: true });
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>QTN</title>');
  fs.writeFileSync(path.join(game, 'index.html'), '<!doctype html><title>Game</title>');
  fs.writeFileSync(path.join(webRoot, 'assets/game-space-shooter-abc.js'), 'export {};');
  t = await createTestApp({ webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('embedded game pages', () => {
  it('are served from our origin and may be framed by our own pages only', async () => {
    const res = await get('/games/embedded/space-shooter/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('leave the app unframeable, and let it frame our own pages', async () => {
    const res = await get('/games/space-shooter');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src 'self'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
    const sneaky = await get('/games/embedded/../../wallet');
    expect(sneaky.headers['x-frame-options']).toBe('DENY');
  });

  it('serve built scripts to the sandboxed (opaque-origin) frame', async () => {
    const res = await get('/assets/game-space-shooter-abc.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
