import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const maxAgeSeconds = 180 * 24 * 60 * 60;

export interface KnownDevice {
  userId: string;
  deviceId: string;
}

/**
 * The "device" cookie OWASP suggests against lockout abuse: set after a complete sign-in
 * (second factor included), signed and bound to the account, HttpOnly. A sign-in that
 * presents it for the same account is counted apart from strangers' failures.
 */
export function createDeviceCookie({ secret, secure }: { secret: string; secure: boolean }) {
  const name = secure ? '__Secure-qtn.device' : 'qtn.device';
  const mac = (userId: string, deviceId: string) =>
    createHmac('sha256', secret).update(`qtn-device\0${userId}\0${deviceId}`).digest('base64url');

  return {
    /** The device a request's cookie header names, if its signature holds. */
    read(cookieHeader: string | undefined): KnownDevice | null {
      const value = cookieValue(cookieHeader, name);
      const [userId, deviceId, sig, extra] = value?.split('.') ?? [];
      if (!userId || !deviceId || !sig || extra !== undefined) return null;
      const expected = Buffer.from(mac(userId, deviceId));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { userId, deviceId };
    },
    /** A Set-Cookie value; keeps the device id of a known device so its counter stays. */
    issue(userId: string, deviceId = randomBytes(16).toString('base64url')): string {
      const value = `${userId}.${deviceId}.${mac(userId, deviceId)}`;
      const attributes = ['Path=/api/auth', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax'];
      if (secure) attributes.push('Secure');
      return [`${name}=${value}`, ...attributes].join('; ');
    },
  };
}

export type DeviceCookie = ReturnType<typeof createDeviceCookie>;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
