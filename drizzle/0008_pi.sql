CREATE TABLE "pi_identity" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pi_uid" text NOT NULL,
	"pi_username" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pi_identity_piUid_unique" UNIQUE("pi_uid")
);
--> statement-breakpoint
CREATE TABLE "pi_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"pi_uid" text NOT NULL,
	"type" text NOT NULL,
	"amount_pi" bigint NOT NULL,
	"qtt" bigint NOT NULL,
	"memo" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"payment_id" text,
	"txid" text,
	"status" text DEFAULT 'created' NOT NULL,
	"transfer_id" bigint,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pi_payment_amounts_positive" CHECK ("pi_payment"."amount_pi" > 0 and "pi_payment"."qtt" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_account" DROP CONSTRAINT "ledger_account_non_negative";--> statement-breakpoint
ALTER TABLE "pi_identity" ADD CONSTRAINT "pi_identity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pi_payment" ADD CONSTRAINT "pi_payment_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pi_payment_payment_id_idx" ON "pi_payment" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "pi_payment_user_idx" ON "pi_payment" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "pi_payment_status_idx" ON "pi_payment" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "ledger_account" ADD CONSTRAINT "ledger_account_non_negative" CHECK ("ledger_account"."kind" in ('issuance', 'clearing') or "ledger_account"."balance" >= 0);--> statement-breakpoint
-- The Pi exchange clearing account: QTT bought with Pi is paid from it (decision 016).
INSERT INTO "ledger_account" ("id", "kind") VALUES ('clearing:pi', 'clearing') ON CONFLICT ("id") DO NOTHING;
