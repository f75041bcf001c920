import { isIP } from 'node:net';
import { z } from 'zod';
import { evmNetworkKeys } from '@/domain/chain/networks';
import { vaultReserveShareDefaultBps } from '@/domain/constants';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const bool = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);
const evmAddress = /^0x[0-9a-fA-F]{40}$/;
const trustProxyMessage =
  "must be true, false, or the proxies' addresses/CIDRs separated by commas";
const proxyPresets = ['loopback', 'linklocal', 'uniquelocal'];
const isAddressOrCidr = (v: string) => {
  if (proxyPresets.includes(v)) return true;
  const [address = '', bits, extra] = v.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
/**
 * Which X-Forwarded-For entries to believe (Fastify's trustProxy). `true` believes the
 * left-most, which only a proxy that replaces the header makes safe; the proxies' addresses
 * (or proxy-addr's loopback/linklocal/uniquelocal) read it from the right, skipping only
 * those proxies, which holds behind a proxy that appends.
 */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((v, ctx): boolean | string[] => {
      if (v === 'true' || v === '1') return true;
      if (v === 'false' || v === '0') return false;
      const list = v.split(',').map((a) => a.trim());
      if (list.every(isAddressOrCidr)) return list;
      ctx.addIssue({ code: 'custom', message: trustProxyMessage });
      return z.NEVER;
    })
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
  /**
   * Redis for the state every server process shares (throttles, limits, replay guards;
   * docs/decisions/021), e.g. redis://redis.internal:6379. Unset: PostgreSQL keeps it when
   * DATABASE_URL is set, else this one process's memory.
   */
  REDIS_URL: withDefault(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  SEED_DEMO_DATA: bool,
  LOG_LEVEL: withDefault(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** pretty: one readable line per request (development's default); json: pino's JSON lines. */
  LOG_FORMAT: withDefault(z.enum(['json', 'pretty']).optional()),
  BODY_LIMIT_BYTES: withDefault(z.coerce.number().int().min(1024).max(10_485_760).default(262_144)),
  TRUST_PROXY: trustProxy,
  /** The origin people use to reach the app; links in emails point here. */
  PUBLIC_URL: withDefault(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://qtn.example (no path)')
      .optional(),
  ),
  /** Further origins allowed to make state-changing requests (comma-separated). */
  TRUSTED_ORIGINS: withDefault(z.string().optional()),
  /** Signs sessions and tokens; required in production (32+ characters). */
  AUTH_SECRET: withDefault(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Real mail delivery, e.g. smtp://user:pass@mail.example:587; unset = local outbox. */
  SMTP_URL: withDefault(
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: withDefault(z.string().min(3).default('QTN <no-reply@qtn.local>')),
  /** Require a confirmed email address before sign-in (default: only in production). */
  REQUIRE_EMAIL_CONFIRMATION: bool,
  /** The bearer admin key for the Security Center and Run Now (product rules R8); off if unset. */
  ADMIN_KEY: withDefault(z.string().min(24, 'must be at least 24 characters').optional()),
  /** Accounts with these emails (comma-separated) are admins. */
  ADMIN_EMAILS: withDefault(z.string().optional()),
  /** Rate limits on sign-in, sign-up and reset (on unless set to false). */
  AUTH_RATE_LIMIT: bool,
  /** QTT moved from issuance into the reward pool on the first start. */
  REWARD_POOL_INITIAL_QTT: withDefault(
    z.coerce.number().int().min(0).max(9_999_999_999).default(1_000_000),
  ),
  /**
   * The share of the reward pool's free balance one member's open vaults may reserve, in
   * basis points (1000 = 10 %; docs/decisions/035-reservation-cap.md).
   */
  VAULT_RESERVE_SHARE_BPS: withDefault(
    z.coerce.number().int().min(1).max(10_000).default(vaultReserveShareDefaultBps),
  ),
  /** Most QTT one user is paid for watching per UTC day. */
  WATCH_DAILY_CAP_QTT: withDefault(z.coerce.number().int().min(0).max(1_000_000).default(50)),
  /** Most QTT one user is paid for games per UTC day. */
  GAME_DAILY_CAP_QTT: withDefault(z.coerce.number().int().min(0).max(1_000_000).default(50)),
  /** Most distinct accounts starting rewarded watch sessions from one address per hour; 0 = off. */
  WATCH_ACCOUNTS_PER_IP: withDefault(z.coerce.number().int().min(0).max(10_000).default(3)),
  /** The same from one subnet (/24 IPv4, /64 IPv6) per hour; 0 = off. */
  WATCH_ACCOUNTS_PER_SUBNET: withDefault(z.coerce.number().int().min(0).max(100_000).default(10)),
  /**
   * Most distinct accounts paid game rewards from one IPv4 address (or IPv6 /64) within 24
   * hours; results of further accounts are withheld with their reason (docs/decisions/032);
   * 0 = off.
   */
  GAME_ACCOUNTS_PER_IP: withDefault(z.coerce.number().int().min(0).max(10_000).default(3)),
  /** The same from one subnet (/24 IPv4, /48 IPv6) within 24 hours; 0 = off. */
  GAME_ACCOUNTS_PER_SUBNET: withDefault(z.coerce.number().int().min(0).max(100_000).default(10)),
  /** QTT a member may send to other members per UTC day (docs/decisions/041); 0 = sending off. */
  SEND_DAILY_LIMIT_QTT: withDefault(z.coerce.number().int().min(0).max(10_000_000).default(500)),
  /**
   * Accounts created in the last 7 days that may send to one member within 24 hours before
   * that member is flagged and further sends to or from it are refused; 0 = off.
   */
  SEND_FUNNEL_SENDERS: withDefault(z.coerce.number().int().min(0).max(10_000).default(5)),
  /** Analytics batches accepted per anonymised client address per minute; 0 = off. */
  ANALYTICS_RATE_LIMIT: withDefault(z.coerce.number().int().min(0).max(100_000).default(120)),
  /**
   * How often live heartbeat statistics are written for the Security Center, and embedded
   * games' verified play to their sessions (ms).
   */
  HEARTBEAT_FLUSH_MS: withDefault(z.coerce.number().int().min(100).max(600_000).default(15_000)),
  /** The oEmbed provider the admin form's metadata fetch asks (a local stand-in in development). */
  OEMBED_URL: withDefault(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .default('https://www.youtube.com/oembed'),
  ),
  /**
   * The Pi Platform API (docs/decisions/016). Pi is on only when PI_API_KEY is set; the key
   * never reaches the browser. `npm run dev` and the tests point these at dev/pi-platform-stand-in.ts.
   */
  PI_API_URL: withDefault(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .default('https://api.minepi.com'),
  ),
  PI_API_KEY: withDefault(z.string().min(1).optional()),
  /** Where the browser loads the Pi SDK from (the stand-in's /pi-sdk.js in development). */
  PI_SDK_URL: withDefault(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .default('https://sdk.minepi.com/pi-sdk.js'),
  ),
  /** Pi.init's sandbox flag; unset means true (sandbox on, test network: docs/pi.md). */
  PI_SANDBOX: bool,
  /** The network payments must be on, as the Pi Platform names it. */
  PI_NETWORK: withDefault(z.enum(['Pi Testnet', 'Pi Network']).default('Pi Testnet')),
  /** Longest one Pi Platform call may take before it counts as unavailable (ms). */
  PI_TIMEOUT_MS: withDefault(z.coerce.number().int().min(100).max(60_000).default(8_000)),
  /** A payment not completed this long after its order shows in the admin's stuck list (s). */
  PI_STUCK_AFTER_S: withDefault(z.coerce.number().int().min(1).max(86_400).default(300)),
  /** Largest media file an admin may upload (bytes). */
  UPLOAD_LIMIT_BYTES: withDefault(
    z.coerce.number().int().min(1024).max(1_073_741_824).default(104_857_600),
  ),
  /** Password hashes computed at once (default: the number of CPUs). */
  HASH_CONCURRENCY: withDefault(z.coerce.number().int().min(1).max(256).optional()),
  /** Password hashes that may wait for a slot; past this, sign-in and sign-up answer 503. */
  HASH_QUEUE_LIMIT: withDefault(z.coerce.number().int().min(0).max(100_000).default(64)),
  /** Longest a password hash waits for a slot before the request answers 503 (ms). */
  HASH_MAX_WAIT_MS: withDefault(z.coerce.number().int().min(1).max(60_000).default(2_000)),
  /** API requests answer 503 while timers run this late on average (ms; 0 = off). */
  SHED_LOOP_DELAY_MS: withDefault(z.coerce.number().int().min(0).max(60_000).default(200)),
  /** API requests answer 503 while the event loop is busier than this share (0 = off). */
  SHED_LOOP_UTILIZATION: withDefault(z.coerce.number().min(0).max(1).default(0)),
  /** Open connections served; requests on further ones answer 503 and close. */
  MAX_CONNECTIONS: withDefault(z.coerce.number().int().min(1).max(1_000_000).default(2_000)),
  /** The EVM network on-chain vaults use (docs/decisions/017); the local chain is anvil. */
  CHAIN_NETWORK: withDefault(z.enum(evmNetworkKeys).default('amoy')),
  /** The RPC URL the browser's wallet is offered for that network (default: the network's). */
  CHAIN_RPC_URL: withDefault(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .optional(),
  ),
  /** The deployed QTNVault and QTTToken; unset on the local chain = the deployment file's. */
  CHAIN_VAULT_ADDRESS: withDefault(z.string().regex(evmAddress, 'must be a 0x address').optional()),
  CHAIN_TOKEN_ADDRESS: withDefault(z.string().regex(evmAddress, 'must be a 0x address').optional()),
  /** The deployed QTNBridge; unset on the local chain = the deployment file's `bridge`. */
  CHAIN_BRIDGE_ADDRESS: withDefault(
    z.string().regex(evmAddress, 'must be a 0x address').optional(),
  ),
  /**
   * The private key that signs withdrawal vouchers (docs/decisions/045-bridge-vouchers.md):
   * the bridge is on only when it is set and the contract's signer is its address. Never
   * logged; `npm run chain` prints the local chain's development key.
   */
  BRIDGE_SIGNER_KEY: withDefault(
    z
      .string()
      .regex(/^0x[0-9a-fA-F]{64}$/, 'must be 0x followed by 64 hexadecimal digits')
      .optional(),
  ),
  /** The smallest withdrawal to the chain, in whole QTT. */
  BRIDGE_MIN_WITHDRAWAL_QTT: withDefault(z.coerce.number().int().min(1).max(1_000_000).default(10)),
  /** Most QTT one member may withdraw to the chain per UTC day (refunded ones not counted). */
  BRIDGE_DAILY_MAX_QTT: withDefault(z.coerce.number().int().min(1).max(100_000_000).default(1000)),
  /** How long a withdrawal voucher can be redeemed after it is issued (s). */
  BRIDGE_VOUCHER_TTL_S: withDefault(z.coerce.number().int().min(60).max(2_592_000).default(86_400)),
  /**
   * The loop that watches the bridge contract: credits deposits after the confirmations,
   * marks redemptions and refunds expired vouchers (docs/decisions/045). Runs only while
   * the bridge is on; tests turn it off and run its pass themselves.
   */
  BRIDGE_WATCHER: withDefault(
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  /**
   * The block the watcher starts from on a contract it has not watched yet: the bridge's
   * deployment block on a long public chain, so the first pass does not read from genesis.
   */
  BRIDGE_START_BLOCK: withDefault(z.coerce.number().int().min(0).default(0)),
  /** How long the watcher waits after one pass before the next (ms). */
  BRIDGE_WATCH_MS: withDefault(z.coerce.number().int().min(100).max(600_000).default(3_000)),
  /** Where `npm run chain` writes the local deployment, read at request time. */
  CHAIN_DEPLOYMENT_FILE: withDefault(z.string().min(1).default('.chain/local.json')),
  /**
   * Whether the Vault tab offers mock mode, a simulated chain in the browser
   * (docs/decisions/044-mock-mode-where-configured.md). Default: on except in production.
   */
  CHAIN_MOCK_MODE: bool,
  /** The daily usage bonus shared by the day's verified usage (product rules R7), in QTT. */
  PILOT_DAILY_BUDGET_QTT: withDefault(
    z
      .string()
      .regex(/^\d{1,10}(\.\d{1,8})?$/, 'must be a QTT amount such as 1000 or 250.5')
      .default('1000'),
  ),
  /**
   * Most minutes of one user's day that count towards the usage bonus, watching and games
   * together (docs/decisions/033): 12 hours, beyond any honest day of attention.
   */
  PILOT_DAILY_MINUTES_CAP: withDefault(z.coerce.number().int().min(1).max(1440).default(720)),
  /** The in-server loop that allocates each ended UTC day (docs/decisions/018). */
  PILOT_SCHEDULER: withDefault(
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  /** How often that loop looks for a day to allocate (ms). */
  PILOT_SCHEDULER_MS: withDefault(z.coerce.number().int().min(100).max(86_400_000).default(60_000)),
  /** Test-only routes (grant to self, shift the server clock). Refused in production. */
  ENABLE_TEST_ROUTES: bool,
});

type Parsed = z.infer<typeof configSchema>;
export type Config = Omit<
  Parsed,
  | 'SEED_DEMO_DATA'
  | 'TRUST_PROXY'
  | 'PUBLIC_URL'
  | 'TRUSTED_ORIGINS'
  | 'ADMIN_EMAILS'
  | 'REQUIRE_EMAIL_CONFIRMATION'
  | 'AUTH_RATE_LIMIT'
  | 'ENABLE_TEST_ROUTES'
  | 'LOG_FORMAT'
  | 'CHAIN_MOCK_MODE'
> & {
  /** Demo data is seeded by default only on the embedded database. */
  SEED_DEMO_DATA: boolean;
  TRUST_PROXY: boolean | string[];
  PUBLIC_URL: string;
  TRUSTED_ORIGINS: string[];
  ADMIN_EMAILS: string[];
  REQUIRE_EMAIL_CONFIRMATION: boolean;
  AUTH_RATE_LIMIT: boolean;
  ENABLE_TEST_ROUTES: boolean;
  /** Readable lines only in development, where a person reads them; JSON wherever a machine does. */
  LOG_FORMAT: 'json' | 'pretty';
  /** Mock mode is for development and demos: people on a real deployment never see it. */
  CHAIN_MOCK_MODE: boolean;
};

const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

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
  if (c.NODE_ENV === 'production' && !c.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: is required in production (32+ random characters)',
    );
  }
  // Only under NODE_ENV=test: a staging server that forgot its NODE_ENV must not mint QTT.
  if (c.NODE_ENV !== 'test' && c.ENABLE_TEST_ROUTES) {
    throw new ConfigError(
      'Invalid configuration:\n  ENABLE_TEST_ROUTES: test-only routes need NODE_ENV=test (they are never enabled in production)',
    );
  }
  if (!c.CHAIN_VAULT_ADDRESS !== !c.CHAIN_TOKEN_ADDRESS) {
    throw new ConfigError(
      'Invalid configuration:\n  CHAIN_VAULT_ADDRESS, CHAIN_TOKEN_ADDRESS: set both or neither',
    );
  }
  if (c.BRIDGE_MIN_WITHDRAWAL_QTT > c.BRIDGE_DAILY_MAX_QTT) {
    throw new ConfigError(
      'Invalid configuration:\n  BRIDGE_MIN_WITHDRAWAL_QTT: must not exceed BRIDGE_DAILY_MAX_QTT',
    );
  }
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  const local =
    c.NODE_ENV === 'production'
      ? []
      : [`http://localhost:${c.PORT}`, `http://127.0.0.1:${c.PORT}`, 'http://localhost:5173'];
  return {
    ...c,
    SEED_DEMO_DATA: c.SEED_DEMO_DATA ?? c.DATABASE_URL === undefined,
    TRUST_PROXY: c.TRUST_PROXY ?? false,
    PUBLIC_URL: publicUrl,
    TRUSTED_ORIGINS: [...new Set([publicUrl, ...local, ...list(c.TRUSTED_ORIGINS)])],
    ADMIN_EMAILS: list(c.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    REQUIRE_EMAIL_CONFIRMATION: c.REQUIRE_EMAIL_CONFIRMATION ?? c.NODE_ENV === 'production',
    AUTH_RATE_LIMIT: c.AUTH_RATE_LIMIT ?? true,
    ENABLE_TEST_ROUTES: c.ENABLE_TEST_ROUTES ?? false,
    LOG_FORMAT: c.LOG_FORMAT ?? (c.NODE_ENV === 'development' ? 'pretty' : 'json'),
    CHAIN_MOCK_MODE: c.CHAIN_MOCK_MODE ?? c.NODE_ENV !== 'production',
  };
}
