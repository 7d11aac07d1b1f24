CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"person_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"webinar_id" integer,
	"duration_seconds" integer,
	"via" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('registered','waitlisted','cancelled','attended','watched_video','viewed_recording'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_event_participants" (
	"provider_event_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_by" integer,
	CONSTRAINT "provider_event_participants_provider_event_id_partner_id_pk" PRIMARY KEY("provider_event_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"timezone" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_time_check" CHECK ("provider_events"."end_time" > "provider_events"."start_time"),
	CONSTRAINT "provider_events_status_check" CHECK ("provider_events"."status" in ('draft','published','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "webinar_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"name_zh" text,
	"description" text,
	"description_zh" text,
	"image_name" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinar_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "webinar_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "webinar_user_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webinar_user_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"webinar_user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_user_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "webinar_user_tokens_purpose_check" CHECK ("webinar_user_tokens"."purpose" in ('password_reset'))
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "status" text DEFAULT 'registered' NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "waitlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "offer_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "join_token_hash" text;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "first_joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "joined_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "citizenship_country_id" integer;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "planned_start" text;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "scores" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "academic_interests" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "timezone" text;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "provider_event_id" integer;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "recording_url" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "speakers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "is_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_event_participants" ADD CONSTRAINT "provider_event_participants_provider_event_id_provider_events_id_fk" FOREIGN KEY ("provider_event_id") REFERENCES "public"."provider_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_event_participants" ADD CONSTRAINT "provider_event_participants_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_event_participants" ADD CONSTRAINT "provider_event_participants_joined_by_users_id_fk" FOREIGN KEY ("joined_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_category_id_webinar_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."webinar_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_sessions" ADD CONSTRAINT "webinar_sessions_webinar_user_id_webinar_users_id_fk" FOREIGN KEY ("webinar_user_id") REFERENCES "public"."webinar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_user_tokens" ADD CONSTRAINT "webinar_user_tokens_webinar_user_id_webinar_users_id_fk" FOREIGN KEY ("webinar_user_id") REFERENCES "public"."webinar_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_partner_time_idx" ON "activities" USING btree ("partner_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activities_person_idx" ON "activities" USING btree ("person_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_key" ON "people" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "pep_partner_idx" ON "provider_event_participants" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "provider_events_category_start_idx" ON "provider_events" USING btree ("category_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_categories_name_key" ON "webinar_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "webinar_sessions_user_idx" ON "webinar_sessions" USING btree ("webinar_user_id");--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_citizenship_country_id_countries_id_fk" FOREIGN KEY ("citizenship_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_category_id_webinar_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."webinar_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_provider_event_id_provider_events_id_fk" FOREIGN KEY ("provider_event_id") REFERENCES "public"."provider_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_registrations_waitlist_idx" ON "webinar_registrations" USING btree ("webinar_id","waitlisted_at","id") WHERE "webinar_registrations"."status" = 'waitlisted';--> statement-breakpoint
CREATE INDEX "webinar_users_person_idx" ON "webinar_users" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "webinars_category_start_idx" ON "webinars" USING btree ("category_id","start_time");--> statement-breakpoint
CREATE INDEX "webinars_start_idx" ON "webinars" USING btree ("start_time");--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_join_token_hash_unique" UNIQUE("join_token_hash");--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_calendar_token_hash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_status_check" CHECK ("webinar_registrations"."status" in ('registered','waitlisted','cancelled'));--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_waitlist_check" CHECK (("webinar_registrations"."status" = 'waitlisted') = ("webinar_registrations"."waitlisted_at" is not null));--> statement-breakpoint
ALTER TABLE "webinar_users" ADD CONSTRAINT "webinar_users_gender_check" CHECK ("webinar_users"."gender" is null or "webinar_users"."gender" in ('male','female','other'));--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_capacity_check" CHECK ("webinars"."capacity" is null or "webinars"."capacity" between 1 and 100000);--> statement-breakpoint
-- Every guest so far gets a person (one identity across areas).
INSERT INTO "people" ("email") SELECT DISTINCT lower("email") FROM "webinar_users" ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "webinar_users" u SET "person_id" = p."id" FROM "people" p WHERE lower(p."email") = lower(u."email");
