CREATE TABLE "video_connections" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"provider" text DEFAULT 'zoom' NOT NULL,
	"connected_by" integer,
	"account_id" text NOT NULL,
	"account_email" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_connections_provider_check" CHECK ("video_connections"."provider" in ('zoom'))
);
--> statement-breakpoint
CREATE TABLE "video_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "video_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"event_id" integer,
	"session_id" integer,
	"provider" text NOT NULL,
	"provider_meeting_id" text,
	"meeting_url" text,
	"instructions" text,
	"created_automatically" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "video_meetings_target_check" CHECK (("video_meetings"."event_id" is null) <> ("video_meetings"."session_id" is null)),
	CONSTRAINT "video_meetings_provider_check" CHECK ("video_meetings"."provider" in ('zoom','link')),
	CONSTRAINT "video_meetings_live_check" CHECK ("video_meetings"."removed_at" is not null or "video_meetings"."meeting_url" is not null)
);
--> statement-breakpoint
ALTER TABLE "video_connections" ADD CONSTRAINT "video_connections_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_connections" ADD CONSTRAINT "video_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meetings" ADD CONSTRAINT "video_meetings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meetings" ADD CONSTRAINT "video_meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meetings" ADD CONSTRAINT "video_meetings_session_id_webinars_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_meetings" ADD CONSTRAINT "video_meetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "video_meetings_event_key" ON "video_meetings" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "video_meetings_session_key" ON "video_meetings" USING btree ("session_id");
