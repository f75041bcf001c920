-- The reward pool and vault escrow, which every money operation shared, are each split into
-- 16 sub-accounts (docs/decisions/048-hot-account-sub-accounts.md): sub-account 0 keeps the
-- account's id, the others are '<id>:1' … '<id>:15'. A member's is the one the last
-- hexadecimal digit of their id names (src/server/ledger/hot-accounts.ts).
INSERT INTO "ledger_account" ("id", "kind")
SELECT r.root || ':' || i, r.kind
FROM (VALUES ('pool:reward', 'reward_pool'), ('escrow:vaults', 'escrow')) AS r(root, kind),
  generate_series(1, 15) AS i
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Each open vault's principal and reserved reward move to its member's escrow sub-account,
-- which pays the vault out: one journal transfer per sub-account, the balances moved with
-- them. The pool stays in sub-account 0 until its first shortfall spreads it.
WITH per_sub AS (
  SELECT strpos('0123456789abcdef', right(v.user_id::text, 1)) - 1 AS digit,
    sum(v.amount + v.reward) AS amount
  FROM "vault" v
  WHERE v.status = 'active'
  GROUP BY 1
), ins AS (
  INSERT INTO "ledger_transfer" ("idempotency_key", "debit_account_id", "credit_account_id",
    "amount", "type", "reason", "metadata")
  SELECT 'escrow-split:' || p.digit, 'escrow:vaults', 'escrow:vaults:' || p.digit, p.amount,
    'transfer', 'Vault escrow split into sub-accounts',
    jsonb_build_object('kind', 'rebalance', 'account', 'escrow:vaults')
  FROM per_sub p
  WHERE p.digit > 0 AND p.amount > 0
  ON CONFLICT ("idempotency_key") DO NOTHING
  RETURNING "credit_account_id", "amount"
), credited AS (
  UPDATE "ledger_account" a SET "balance" = a."balance" + ins."amount", "version" = a."version" + 1
  FROM ins WHERE a."id" = ins."credit_account_id"
  RETURNING a."id"
)
UPDATE "ledger_account"
SET "balance" = "balance" - (SELECT coalesce(sum("amount"), 0) FROM ins),
  "version" = "version" + (SELECT count(*) FROM ins)::int
WHERE "id" = 'escrow:vaults';
