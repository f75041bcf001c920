/**
 * Socket limits, so a slow or silent client costs a connection for seconds, not forever.
 * The request limit leaves room for a 100 MB media upload on a slow line.
 */
export const serverTimeouts = {
  fastify: {
    /** A socket with no traffic at all is closed after this. */
    connectionTimeout: 60_000,
    /** Idle keep-alive: longer than a proxy's usual 60 s, so the proxy never reuses a closed one. */
    keepAliveTimeout: 72_000,
    /** The whole request, headers and body, must have arrived by then. */
    requestTimeout: 120_000,
  },
  /** The request's headers must have arrived by then (slowloris). */
  headersTimeout: 10_000,
} as const;
