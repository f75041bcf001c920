CREATE TABLE "pilot_allocation_run" (
	"day" date PRIMARY KEY NOT NULL,
	"budget" bigint NOT NULL,
	"demand" bigint NOT NULL,
	"total" bigint NOT NULL,
	"processed" integer NOT NULL,
	"scaled" boolean NOT NULL,
	"scale" double precision NOT NULL,
	"state" text NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "pilot_allocation_run_amounts" CHECK ("pilot_allocation_run"."budget" >= 0 and "pilot_allocation_run"."demand" >= 0 and "pilot_allocation_run"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pilot_allocation_share" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"watch_seconds" integer NOT NULL,
	"game_seconds" integer NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_id" bigint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "pilot_allocation_share_day_user_id_pk" PRIMARY KEY("day","user_id"),
	CONSTRAINT "pilot_allocation_share_amount" CHECK ("pilot_allocation_share"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "beta_signup" (
	"beta_id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"pi_username" text NOT NULL,
	"device_type" text NOT NULL,
	"experience" text NOT NULL,
	"interests" jsonb NOT NULL,
	"referral_source" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "beta_signup_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"session_id" text NOT NULL,
	"user_id" uuid,
	"url" text,
	"referrer" text,
	"user_agent" text,
	"ip" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pilot_allocation_share" ADD CONSTRAINT "pilot_allocation_share_day_pilot_allocation_run_day_fk" FOREIGN KEY ("day") REFERENCES "public"."pilot_allocation_run"("day") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_allocation_share" ADD CONSTRAINT "pilot_allocation_share_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_allocation_share" ADD CONSTRAINT "pilot_allocation_share_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beta_signup" ADD CONSTRAINT "beta_signup_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_event" ADD CONSTRAINT "analytics_event_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pilot_allocation_share_status_idx" ON "pilot_allocation_share" USING btree ("day","status");--> statement-breakpoint
CREATE INDEX "beta_signup_created_idx" ON "beta_signup" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "analytics_event_type_time_idx" ON "analytics_event" USING btree ("event_type","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_event_received_idx" ON "analytics_event" USING btree ("received_at");