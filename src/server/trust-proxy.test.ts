import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** The client address the throttles count by, as Fastify derives it from our setting. */
async function clientAddress(trustProxy: string, forwardedFor: string) {
  const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).TRUST_PROXY });
  app.get('/ip', (request) => ({ ip: request.ip }));
  const res = await app.inject({
    url: '/ip',
    remoteAddress: '10.1.2.3',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  await app.close();
  return (res.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  // A client sends its own X-Forwarded-For; an appending load balancer (10.1.2.3) adds
  // the address it saw.
  const spoofed = '6.6.6.6, 198.51.100.7';

  it('behind listed proxies, takes the address the proxy saw, not one the client wrote', async () => {
    expect(await clientAddress('10.0.0.0/8', spoofed)).toBe('198.51.100.7');
    expect(await clientAddress('10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('ignores the header when the peer is not a listed proxy, or when unset', async () => {
    expect(await clientAddress('192.168.0.0/16', spoofed)).toBe('10.1.2.3');
    expect(await clientAddress('false', spoofed)).toBe('10.1.2.3');
  });

  it('with true believes the left-most address (safe only behind a proxy that replaces it)', async () => {
    expect(await clientAddress('true', spoofed)).toBe('6.6.6.6');
  });
});
