import { Redis } from 'ioredis';

/**
 * The process's one Redis connection. A command waits at most 2 s (one retry) while Redis
 * is away, so an outage answers 503 quickly instead of piling requests up; ioredis keeps
 * reconnecting in the background and heals by itself.
 */
export function openRedis(url: string, keyPrefix = ''): Redis {
  const client = new Redis(url, {
    keyPrefix,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  // Errors reach the commands that fail; an unhandled 'error' event must not crash us.
  client.on('error', () => undefined);
  return client;
}
