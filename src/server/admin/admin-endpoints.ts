/**
 * Every admin endpoint (Fastify's form of the URL), so a test can prove each refuses
 * ordinary users and the bearer admin key alone. `key`: the key opens it too; that is the
 * Security Center (its page, flags and reward holds) and Run Now with the summary it
 * shows, and nothing else (product rules R8, decision 036). admin.int.test.ts checks this
 * list against the routes the app really registers.
 */
export const adminEndpoints = [
  { method: 'GET', url: '/api/security-center', key: true },
  { method: 'GET', url: '/api/security-flags', key: true },
  { method: 'GET', url: '/api/admin/reward-holds', key: true },
  { method: 'POST', url: '/api/admin/reward-holds', key: true },
  { method: 'POST', url: '/api/admin/reward-holds/:userId/release', key: true },
  { method: 'GET', url: '/api/pilot-daily-rewards', key: true },
  { method: 'POST', url: '/api/pilot-daily-rewards', key: true },
  { method: 'GET', url: '/api/pilot-report', key: false },
  { method: 'GET', url: '/api/reward-pool', key: false },
  { method: 'GET', url: '/api/admin/accounts', key: false },
  { method: 'GET', url: '/api/admin/ledger', key: false },
  { method: 'GET', url: '/api/admin/ledger/summary', key: false },
  { method: 'POST', url: '/api/admin/ledger/adjustments', key: false },
  { method: 'POST', url: '/api/admin/ledger/fund-pool', key: false },
  { method: 'GET', url: '/api/admin/pi-payments/stuck', key: false },
  { method: 'POST', url: '/api/admin/pi-payments/:orderId/retry', key: false },
  { method: 'POST', url: '/api/admin/pi-payments/:orderId/cancel', key: false },
  { method: 'GET', url: '/api/beta-signups', key: false },
  { method: 'GET', url: '/api/analytics-summary', key: false },
  { method: 'GET', url: '/api/oembed', key: false },
  { method: 'POST', url: '/api/admin-add-content', key: false },
  { method: 'POST', url: '/api/admin/media', key: false },
] as const;

/** A concrete URL for one: every path parameter a well-formed id of nobody. */
export const adminEndpointUrl = (url: string) =>
  url.replace(':orderId', '0'.repeat(32)).replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
