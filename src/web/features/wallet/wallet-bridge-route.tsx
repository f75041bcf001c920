import { lazy } from 'react';

/**
 * The route's door to the bridge page: the page (and its chunks' preload list) loads in a
 * second step, from here, so the entry chunk names only this small module and /home's
 * first-load budget does not grow with the page (scripts/check-bundle-budget.mjs).
 */
const BridgePage = lazy(async () => ({
  default: (await import('./wallet-bridge-page')).WalletBridgePage,
}));

export function WalletBridgeRoute() {
  return <BridgePage />;
}
