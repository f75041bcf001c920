import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

const cspWith = async (env: Record<string, string>) => {
  const t = await createTestApp({ env });
  apps.push(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { csp: String(res.headers['content-security-policy']), headers: res.headers };
};

describe('the content security policy with Pi configured', () => {
  it("allows the real SDK's origin and the Pi Platform API, and Pi's sandbox to frame the app", async () => {
    const { csp, headers } = await cspWith({ PI_API_KEY: 'key', PI_SANDBOX: 'true' });
    expect(csp).toContain("script-src 'self' https://sdk.minepi.com;");
    expect(csp).toContain("connect-src 'self' https://sdk.minepi.com https://api.minepi.com;");
    expect(csp).toContain('frame-src');
    expect(csp).toContain('frame-ancestors https://sandbox.minepi.com');
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('keeps frame-ancestors none outside the sandbox, and allows a stand-in SDK origin', async () => {
    const { csp, headers } = await cspWith({
      PI_API_KEY: 'key',
      PI_SANDBOX: 'false',
      PI_SDK_URL: 'http://127.0.0.1:3098/pi-sdk.js',
    });
    expect(csp).toContain("script-src 'self' http://127.0.0.1:3098;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:3098 https://api.minepi.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
  });
});
