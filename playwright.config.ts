import { defineConfig, devices } from '@playwright/test';
import { bridgeSignerKey } from './dev/chain/dev-accounts';
import {
  e2eChainFile,
  e2eChainPort,
  e2eChainRpcUrl,
  e2eDataDir,
  e2ePort as port,
} from './e2e/support/e2e-env';

/**
 * Debian's chromium-headless-shell, the headless-only build Playwright itself runs headless
 * tests in: a test's fresh context and pages cost half the CPU they cost in a headless full
 * Chromium (docs/decisions/055-browser-tests-in-headless-shell.md). `--headed` needs the full
 * browser: CHROMIUM_PATH=/usr/bin/chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Three at a time on two cores: the suite mostly waits (games and videos play in real time),
  // and without the trace's screencast each test leaves room for a third
  // (docs/decisions/039-ci-layout.md).
  workers: 3,
  forbidOnly: true,
  retries: 0,
  // Generous for a busy two-core machine; a real failure still fails. At load 18-20 on a
  // machine half as fast as the CI machine, the two-factor and beta journeys finished every
  // step, each 1-7 s, and still ran out of 60 s (run 43 here): 120 s.
  timeout: 120_000,
  // Sign-in hashes a password behind the admission limiter while another worker
  // loads the same two cores: 5 s (the default) was seen to run out in CI.
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (each action's DOM, the network, the console) and one
    // screenshot of the end. The trace's screencast, a frame at every paint, is left out: it
    // cost a third of the suite's CPU (docs/decisions/039-ci-layout.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Only the journeys whose layout depends on the width, each tagged @mobile in its
      // title: the header and its menu, navigation, the keyboard journeys, the log console
      // and its toggle, dialogs, the text pages,
      // the games a phone shows differently, and the 360 px checks of sign-in and the vault
      // cap. Two-factor, admin, pilot, vault, Pi and game-earning journeys run at 1280 px
      // only; the accessibility suite checks each screen at 360 px where it differs there
      // (docs/decisions/039-ci-layout.md).
      name: 'mobile',
      grep: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 }, hasTouch: true },
    },
  ],
  webServer: [
    {
      // The local stand-in for YouTube's oEmbed endpoint (no internet here).
      command: 'node --import tsx dev/oembed-stand-in.ts',
      url: `http://127.0.0.1:${port + 1}/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3Dready000000`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { OEMBED_STAND_IN_PORT: String(port + 1) },
    },
    {
      // The local stand-in Pi Platform, serving the stand-in Pi SDK (dev/pi-sdk-stand-in.js).
      command: 'node --import tsx dev/pi-platform-stand-in.ts',
      url: `http://127.0.0.1:${port + 2}/pi-sdk.js`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PI_STAND_IN_PORT: String(port + 2), PI_API_KEY: 'stand-in-key' },
    },
    {
      // A local chain (anvil) with the contracts deployed; the server reads the file at each
      // GET /api/chain, and e2e/support/test-wallet.ts waits for the addresses. anvil answers
      // a plain GET with 400, which counts as up.
      command: `rm -f ${e2eChainFile} && node --import tsx dev/chain/chain-cli.ts`,
      url: e2eChainRpcUrl,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { CHAIN_PORT: String(e2eChainPort), CHAIN_DEPLOYMENT_FILE: e2eChainFile },
    },
    {
      command: `rm -rf ${e2eDataDir} && node --import tsx src/server/main.ts`,
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: e2eDataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Browser tests sign in many times from one address; the limits have their own tests.
        AUTH_RATE_LIMIT: 'false',
        // Event-loop shedding has its own tests and bench; a busy CI machine running the
        // browsers beside the server must not turn a page's requests into 503s.
        SHED_LOOP_DELAY_MS: '0',
        // Two browsers sign in at once on two busy cores: wait for a hashing slot, never 503.
        HASH_MAX_WAIT_MS: '60000',
        WATCH_ACCOUNTS_PER_IP: '0',
        WATCH_ACCOUNTS_PER_SUBNET: '0',
        GAME_ACCOUNTS_PER_IP: '0',
        GAME_ACCOUNTS_PER_SUBNET: '0',
        // Every page sends analytics from 127.0.0.1; the limit has its own tests.
        ANALYTICS_RATE_LIMIT: '0',
        // Test-only grant and vault-unlock routes (never in production).
        ENABLE_TEST_ROUTES: 'true',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAILS: 'demo@qtn.local',
        OEMBED_URL: `http://127.0.0.1:${port + 1}/oembed`,
        PI_API_URL: `http://127.0.0.1:${port + 2}`,
        PI_API_KEY: 'stand-in-key',
        PI_SDK_URL: `http://127.0.0.1:${port + 2}/pi-sdk.js`,
        // Live sessions reach the Security Center within a second.
        HEARTBEAT_FLUSH_MS: '1000',
        // Only Run Now allocates, so the browser sees the summary change when it is pressed.
        PILOT_SCHEDULER: 'off',
        CHAIN_NETWORK: 'local',
        CHAIN_RPC_URL: e2eChainRpcUrl,
        CHAIN_DEPLOYMENT_FILE: e2eChainFile,
        // The local chain's development voucher signer (public, like every anvil key), so the
        // bridge is on in the browser tests (e2e/bridge.spec.ts).
        BRIDGE_SIGNER_KEY: bridgeSignerKey(),
      },
    },
  ],
});
