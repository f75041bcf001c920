CREATE TABLE "bridge_cursor" (
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"last_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bridge_cursor_chain_id_contract_pk" PRIMARY KEY("chain_id","contract")
);
--> statement-breakpoint
CREATE TABLE "bridge_deposit" (
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"from_address" text NOT NULL,
	"account" text NOT NULL,
	"user_id" uuid,
	"amount_wei" text NOT NULL,
	"amount" bigint NOT NULL,
	"credit_transfer_id" bigint,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "bridge_deposit_tx_hash_log_index_pk" PRIMARY KEY("tx_hash","log_index")
);
--> statement-breakpoint
CREATE TABLE "bridge_withdrawal" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"recipient" text NOT NULL,
	"chain_id" integer NOT NULL,
	"contract" text NOT NULL,
	"nonce" text NOT NULL,
	"expiry" bigint NOT NULL,
	"signature" text NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"transfer_id" bigint NOT NULL,
	"redeemed_tx" text,
	"redeemed_block" bigint,
	"redeemed_at" timestamp with time zone,
	"refund_transfer_id" bigint,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bridge_withdrawal_nonce_unique" UNIQUE("nonce"),
	CONSTRAINT "bridge_withdrawal_positive" CHECK ("bridge_withdrawal"."amount" > 0),
	CONSTRAINT "bridge_withdrawal_one_outcome" CHECK (not ("bridge_withdrawal"."redeemed_tx" is not null and "bridge_withdrawal"."refund_transfer_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "bridge_deposit" ADD CONSTRAINT "bridge_deposit_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bridge_withdrawal" ADD CONSTRAINT "bridge_withdrawal_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bridge_deposit_user_idx" ON "bridge_deposit" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "bridge_deposit_block_idx" ON "bridge_deposit" USING btree ("chain_id","contract","block_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bridge_withdrawal_key_idx" ON "bridge_withdrawal" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bridge_withdrawal_user_idx" ON "bridge_withdrawal" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bridge_withdrawal_state_idx" ON "bridge_withdrawal" USING btree ("state","expiry");--> statement-breakpoint
-- The bridge's system accounts (docs/decisions/045-bridge-vouchers.md): bridge:outbound holds
-- what was withdrawn while its voucher is outstanding or redeemed; bridge:inbound's negative
-- balance is what came in from the chain.
INSERT INTO "ledger_account" ("id", "kind") VALUES ('bridge:outbound', 'escrow'), ('bridge:inbound', 'clearing') ON CONFLICT ("id") DO NOTHING;
