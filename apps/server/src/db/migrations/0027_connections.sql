CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "connection_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connection_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"expected_rows" integer,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "connection_exports_status_check" CHECK ("connection_exports"."status" in ('preparing','email_sent','failed'))
);
--> statement-breakpoint
CREATE TABLE "connection_state_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connection_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"connection_id" integer NOT NULL,
	"from_state" text,
	"to_state" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"user_type" text NOT NULL,
	"source" text NOT NULL,
	"list_state" text,
	"lead_category_id" integer,
	"next_step" text,
	"access_tier" text DEFAULT 'free' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"gender" text,
	"date_of_birth" date,
	"country_id" integer,
	"state" text,
	"city" text,
	"citizenship_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"graduation_year" integer,
	"interest" text,
	"fit" text,
	"status" text,
	"academic_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"course_interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"school_partner_id" integer,
	"school_name" text,
	"school_state" text,
	"school_city" text,
	"guardian_consent_at" timestamp with time zone,
	"guardian_consent_by" text,
	"disconnected_at" timestamp with time zone,
	"activities_count" integer DEFAULT 0 NOT NULL,
	"first_activity_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(school_name, ''))) STORED,
	CONSTRAINT "connections_user_type_check" CHECK ("connections"."user_type" in ('student','guardian','counsellor')),
	CONSTRAINT "connections_source_check" CHECK ("connections"."source" in ('webinar','visit','profile_view','added')),
	CONSTRAINT "connections_list_state_check" CHECK ("connections"."list_state" is null or "connections"."list_state" in ('shortlisted','longlisted','applying','applied','offered')),
	CONSTRAINT "connections_access_tier_check" CHECK ("connections"."access_tier" in ('no_access','paid','free'))
);
--> statement-breakpoint
CREATE TABLE "crm_integrations" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"crm_name" text NOT NULL,
	"endpoint_url" text,
	"username" text,
	"secret" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_tested_at" timestamp with time zone,
	"last_test_ok" boolean,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_mappings" (
	"partner_id" integer PRIMARY KEY NOT NULL,
	"mapping_columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" DROP CONSTRAINT "activities_kind_check";--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "connection_exports" ADD CONSTRAINT "connection_exports_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_exports" ADD CONSTRAINT "connection_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_state_changes" ADD CONSTRAINT "connection_state_changes_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connection_state_changes" ADD CONSTRAINT "connection_state_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_lead_category_id_lead_categories_id_fk" FOREIGN KEY ("lead_category_id") REFERENCES "public"."lead_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_school_partner_id_partners_id_fk" FOREIGN KEY ("school_partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_integrations" ADD CONSTRAINT "crm_integrations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_integrations" ADD CONSTRAINT "crm_integrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_categories" ADD CONSTRAINT "lead_categories_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_categories" ADD CONSTRAINT "lead_categories_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_mappings" ADD CONSTRAINT "partner_mappings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_mappings" ADD CONSTRAINT "partner_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_exports_user_idx" ON "connection_exports" USING btree ("partner_id","user_id","requested_at");--> statement-breakpoint
CREATE INDEX "connection_state_changes_connection_idx" ON "connection_state_changes" USING btree ("connection_id","changed_at");--> statement-breakpoint
CREATE INDEX "connections_search_idx" ON "connections" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "connections_partner_person_key" ON "connections" USING btree ("partner_id","person_id");--> statement-breakpoint
CREATE INDEX "connections_partner_type_idx" ON "connections" USING btree ("partner_id","user_type","created_at","id");--> statement-breakpoint
CREATE INDEX "connections_partner_country_idx" ON "connections" USING btree ("partner_id","country_id");--> statement-breakpoint
CREATE INDEX "connections_partner_year_idx" ON "connections" USING btree ("partner_id","graduation_year");--> statement-breakpoint
CREATE INDEX "connections_partner_state_idx" ON "connections" USING btree ("partner_id","list_state");--> statement-breakpoint
CREATE INDEX "connections_person_idx" ON "connections" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_categories_partner_name_key" ON "lead_categories" USING btree ("partner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "activities_partner_person_idx" ON "activities" USING btree ("partner_id","person_id","occurred_at","id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_kind_check" CHECK ("activities"."kind" in ('registered','waitlisted','cancelled','attended','watched_video','viewed_recording','visit_signup','profile_view','note','call','meeting','email'));