// What limits the money operations, as read from the code and a statement log of a run
// (BENCH_MONEY_PG_LOG): printed under every money.md so the figures come with their cause.
export const moneyNotes = [
  '## What limits it',
  '',
  "- **Round trips.** Each request first authenticates: one read of session and user (decision 028; it was 5 queries and a token signature before). Then one transaction: vault create 14 statements (begin…commit), vault claim 10, watch completion 21, car-race finish 19. Every statement is a round trip through the server's event loop, which is shared by all concurrent requests.",
  '- **Hot rows.** Every operation updates a system account that all users share: vault create `escrow:vaults` and `pool:reward`, vault claim `escrow:vaults`, watch and game rewards `pool:reward`. Its row lock is held until the commit is flushed, so these operations run one at a time however many clients there are, at 1 / (hold time). Decision 023 shortened the holds: shared accounts are locked last (after the wallet), a reward locks the pool only when it moves the money, a claim writes its own rows before the transfer; vault create still locks both shared accounts at its start. The "lock-waiting" column is the mean number of the server\'s connections waiting for a row lock while an operation runs.',
  '- **pgbench** commits one statement per transaction with no locks shared between clients, so group commit lets its rate grow with clients; a hot row cannot benefit.',
  '- Further steps the ledger allows (docs/decisions/023, not taken): split `pool:reward` and `escrow:vaults` into N sub-accounts chosen by user (the balance is their sum); post a transfer in one statement (insert and both balance updates in one CTE); make the pool transfer the last write of watch and game settlements.',
];
