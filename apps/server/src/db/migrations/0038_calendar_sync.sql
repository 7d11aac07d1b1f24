CREATE TABLE "calendar_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"provider" text NOT NULL,
	"account" text,
	"server_url" text,
	"secret" text NOT NULL,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"expired" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_provider_check" CHECK ("calendar_connections"."provider" in ('google','caldav'))
);
--> statement-breakpoint
CREATE TABLE "calendar_choices" (
	"user_id" integer NOT NULL,
	"calendar_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"selected" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "calendar_choices_user_id_calendar_id_pk" PRIMARY KEY("user_id","calendar_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_synced_events" (
	"user_id" integer NOT NULL,
	"calendar_id" text NOT NULL,
	"uid" text NOT NULL,
	"remote_id" text NOT NULL,
	"etag" text,
	"fingerprint" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_synced_events_user_id_calendar_id_uid_pk" PRIMARY KEY("user_id","calendar_id","uid")
);
--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_choices" ADD CONSTRAINT "calendar_choices_user_id_calendar_connections_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."calendar_connections"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_synced_events" ADD CONSTRAINT "calendar_synced_events_user_id_calendar_connections_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."calendar_connections"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_connections_partner_idx" ON "calendar_connections" USING btree ("partner_id");
