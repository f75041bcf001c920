CREATE TABLE "content" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"creator" text,
	"video_url" text,
	"thumbnail_url" text,
	"qtt_reward" bigint DEFAULT 100000000 NOT NULL,
	"source_type" text NOT NULL,
	"reward_eligible" boolean DEFAULT false NOT NULL,
	"url" text,
	"youtube_id" text,
	"description" text,
	"duration_seconds" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reward_non_negative" CHECK ("content"."qtt_reward" >= 0),
	CONSTRAINT "content_reward_hosted_only" CHECK (not "content"."reward_eligible" or ("content"."source_type" = 'hosted' and "content"."duration_seconds" > 0))
);
--> statement-breakpoint
CREATE TABLE "watch_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"verified_ms" bigint DEFAULT 0 NOT NULL,
	"heartbeats" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "watch_progress" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"progress" integer NOT NULL,
	"watch_seconds" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_progress_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "watch_reward" (
	"user_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"verified_seconds" integer NOT NULL,
	"heartbeats" integer NOT NULL,
	"transfer_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "watch_reward_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "content" ADD CONSTRAINT "content_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_session" ADD CONSTRAINT "watch_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_session" ADD CONSTRAINT "watch_session_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_progress" ADD CONSTRAINT "watch_progress_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_reward" ADD CONSTRAINT "watch_reward_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_reward" ADD CONSTRAINT "watch_reward_content_id_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_reward" ADD CONSTRAINT "watch_reward_session_id_watch_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."watch_session"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watch_reward" ADD CONSTRAINT "watch_reward_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_created_idx" ON "content" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "watch_session_user_status_idx" ON "watch_session" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "watch_session_started_idx" ON "watch_session" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "watch_reward_created_idx" ON "watch_reward" USING btree ("created_at");