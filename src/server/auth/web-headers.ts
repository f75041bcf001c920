import type { FastifyReply, FastifyRequest } from 'fastify';

/** Header better-auth reads the client IP from (advanced.ipAddress.ipAddressHeaders). */
export const clientIpHeader = 'x-qtn-client-ip';

/** Fastify's headers as Web Headers; the client IP is Fastify's (honours TRUST_PROXY), never the client's. */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === clientIpHeader) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  headers.set(clientIpHeader, request.ip);
  return headers;
}

/** Copies a Web Response's headers onto the reply, keeping every Set-Cookie separate. */
export function copyResponseHeaders(from: Headers, reply: FastifyReply): void {
  from.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length' || key === 'content-encoding') return;
    reply.header(key, value);
  });
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
