CREATE TABLE "staff_calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_calendar_feeds_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_calendar_feeds" ADD CONSTRAINT "staff_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "slack_settings" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"webhook_url" text NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slack_settings_events_check" CHECK ("slack_settings"."events" <@ array['visit_requested','visit_confirmed','application_new']::text[])
);
--> statement-breakpoint
ALTER TABLE "slack_settings" ADD CONSTRAINT "slack_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slack_settings" ADD CONSTRAINT "slack_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "slack_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slack_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "slack_deliveries_kind_check" CHECK ("slack_deliveries"."kind" in ('visit_requested','visit_confirmed','application_new','message','test')),
	CONSTRAINT "slack_deliveries_status_check" CHECK ("slack_deliveries"."status" in ('queued','delivered','failed'))
);
--> statement-breakpoint
ALTER TABLE "slack_deliveries" ADD CONSTRAINT "slack_deliveries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slack_deliveries_partner_idx" ON "slack_deliveries" USING btree ("partner_id","created_at" DESC);
