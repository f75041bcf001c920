-- The ledger's system accounts exist from the start; user wallets are opened on demand.
INSERT INTO "ledger_account" ("id", "kind") VALUES
  ('issuance', 'issuance'),
  ('pool:reward', 'reward_pool'),
  ('pool:penalty', 'penalty_pool'),
  ('escrow:vaults', 'escrow')
ON CONFLICT ("id") DO NOTHING;
