import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '@/test/admin-helpers';
import { post } from '@/test/auth-helpers';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('with Pi off (no PI_API_KEY)', () => {
  it('pi-config says so, and the Pi endpoints answer 503 PI_NOT_CONFIGURED', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/pi-config' });
    expect(config.json()).toMatchObject({ enabled: false, sdkUrl: null });
    const { cookie } = await signedInUser(t);
    for (const url of ['/api/pi-sign-in', '/api/verify-pi-token', '/api/pi-link']) {
      const res = await post(t, url, { accessToken: 'token' }, { cookie });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toMatchObject({ error: { code: 'PI_NOT_CONFIGURED' } });
    }
    const link = await t.app.inject({ method: 'GET', url: '/api/pi-link', headers: { cookie } });
    expect(link.statusCode).toBe(503);
  });

  it('leaves the content security policy as it was', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('minepi');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
