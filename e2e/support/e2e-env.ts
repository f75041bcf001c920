/** The port the browser tests' server listens on (E2E_PORT, else 3100). */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100);

/**
 * The server's fresh data directory. A run on another port gets its own, so two runs at
 * once never open one database from two processes.
 */
export const e2eDataDir = e2ePort === 3100 ? '.tmp/e2e-data' : `.tmp/e2e-data-${e2ePort}`;

/** The browser tests' anvil (E2E_PORT + 3) and the deployment file the server reads. */
export const e2eChainPort = e2ePort + 3;
export const e2eChainRpcUrl = `http://127.0.0.1:${e2eChainPort}`;
export const e2eChainFile = `.tmp/e2e-chain-${e2ePort}.json`;
