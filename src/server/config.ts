import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const bool = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);
const withDefault = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema);

export const configSchema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'production', 'test']).default('development')),
  HOST: withDefault(z.string().min(1).default('127.0.0.1')),
  PORT: withDefault(
    z.coerce
      .number({ message: 'must be a whole number from 0 to 65535' })
      .int('must be a whole number from 0 to 65535')
      .min(0)
      .max(65535)
      .default(3000),
  ),
  DATA_DIR: withDefault(z.string().min(1).default('./data')),
  DATABASE_URL: withDefault(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  SEED_DEMO_DATA: bool,
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  BODY_LIMIT_BYTES: withDefault(z.coerce.number().int().min(1024).max(10_485_760).default(262_144)),
  TRUST_PROXY: bool,
});

export type Config = Omit<z.infer<typeof configSchema>, 'SEED_DEMO_DATA' | 'TRUST_PROXY'> & {
  /** Demo data is seeded by default only on the embedded database. */
  SEED_DEMO_DATA: boolean;
  TRUST_PROXY: boolean;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment once at boot; a bad value names its variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    SEED_DEMO_DATA: c.SEED_DEMO_DATA ?? c.DATABASE_URL === undefined,
    TRUST_PROXY: c.TRUST_PROXY ?? false,
  };
}
