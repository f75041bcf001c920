// What limits the money operations, as read from the code and a statement log of a run
// (BENCH_MONEY_PG_LOG): printed under every money.md so the figures come with their cause.
export const moneyNotes = [
  '## What limits it',
  '',
  "- **Round trips.** Each request first authenticates: better-auth reads session and user twice (once for the absolute-lifetime check, once for the session) and the JWT plugin reads `jwks` and signs a token: 5 queries. Then one transaction: vault create 14 statements (begin…commit), vault claim 10, watch completion 21, car-race finish 19. Every statement is a round trip through the server's event loop, which is shared by all concurrent requests.",
  '- **Hot rows.** Every operation updates a system account that all users share: vault create locks `escrow:vaults` and `pool:reward`, vault claim `escrow:vaults`, watch and game rewards `pool:reward` (decision 008: `lockAccounts` then `postTransfer`). The lock is taken early in the transaction and held until its commit is flushed, so these operations run one at a time however many clients there are; the hold time is the rest of the transaction\'s round trips plus the commit. The "lock-waiting" column is the mean number of the server\'s connections waiting for a row lock while an operation runs.',
  '- **pgbench** commits one statement per transaction with no locks shared between clients, so group commit lets its rate grow with clients; a hot row cannot benefit.',
  "- What the ledger design allows (not done here, see the report of issue 15): take the system account's lock last, in one statement just before commit (every path then locks wallets first and system accounts last, one global order); post a transfer in one statement (insert + both balance updates in a CTE); split `pool:reward` into N sub-accounts chosen by user (the pool balance is their sum; an empty sub-account falls back to another).",
];
