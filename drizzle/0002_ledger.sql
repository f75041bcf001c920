CREATE TABLE "ledger_account" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"balance" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_account_non_negative" CHECK ("ledger_account"."kind" = 'issuance' or "ledger_account"."balance" >= 0),
	CONSTRAINT "ledger_account_wallet_has_user" CHECK (("ledger_account"."kind" = 'wallet') = ("ledger_account"."user_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_transfer" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"debit_account_id" text NOT NULL,
	"credit_account_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfer_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfer_positive" CHECK ("ledger_transfer"."amount" > 0),
	CONSTRAINT "ledger_transfer_two_accounts" CHECK ("ledger_transfer"."debit_account_id" <> "ledger_transfer"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"total_qtt_earned" bigint DEFAULT 0 NOT NULL,
	"total_vaults_created" integer DEFAULT 0 NOT NULL,
	"total_vaults_claimed" integer DEFAULT 0 NOT NULL,
	"total_games_played" integer DEFAULT 0 NOT NULL,
	"total_watch_seconds" bigint DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"last_active_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"duration_days" integer NOT NULL,
	"multiplier_bps" integer NOT NULL,
	"reward" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"unlock_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"payout" bigint,
	"penalty" bigint,
	CONSTRAINT "vault_amount_positive" CHECK ("vault"."amount" > 0),
	CONSTRAINT "vault_duration_range" CHECK ("vault"."duration_days" between 7 and 365)
);
--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_debit_account_id_ledger_account_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_credit_account_id_ledger_account_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfer" ADD CONSTRAINT "ledger_transfer_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault" ADD CONSTRAINT "vault_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transfer_debit_idx" ON "ledger_transfer" USING btree ("debit_account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfer_credit_idx" ON "ledger_transfer" USING btree ("credit_account_id","id");--> statement-breakpoint
CREATE INDEX "vault_user_created_idx" ON "vault" USING btree ("user_id","created_at");