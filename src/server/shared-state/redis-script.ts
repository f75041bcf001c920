import type { Redis } from 'ioredis';

type Arg = string | number;

/**
 * A Lua script run atomically by Redis. ioredis sends EVALSHA and falls back to EVAL once
 * when the server does not know the script yet, so each call is one round trip.
 */
export function redisScript(client: Redis, name: string, keys: number, lua: string) {
  client.defineCommand(name, { numberOfKeys: keys, lua });
  const command = (client as unknown as Record<string, (...args: Arg[]) => Promise<unknown>>)[name];
  if (!command) throw new Error(`Redis script ${name} was not defined`);
  return (...args: Arg[]) => command.apply(client, args);
}
